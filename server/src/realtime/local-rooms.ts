// This process's sockets by room. Only local members: other processes hear every event on the channel and
// deliver to their own.
import type { RealtimeConnection } from './realtime-connection.ts';

export class LocalRooms {
  private readonly membersByRoom = new Map<string, Set<RealtimeConnection>>();

  join(connection: RealtimeConnection, room: string): void {
    let members = this.membersByRoom.get(room);
    if (!members) {
      members = new Set();
      this.membersByRoom.set(room, members);
    }
    members.add(connection);
  }

  leave(connection: RealtimeConnection, room: string): void {
    const members = this.membersByRoom.get(room);
    if (!members) return;
    members.delete(connection);
    if (members.size === 0) this.membersByRoom.delete(room);
  }

  leaveAll(connection: RealtimeConnection): void {
    for (const room of connection.rooms) this.leave(connection, room);
  }

  /** A copy, so that members may leave while the caller goes through them. */
  membersOf(room: string): RealtimeConnection[] {
    return [...(this.membersByRoom.get(room) ?? [])];
  }

  countMembers(room: string): number {
    return this.membersByRoom.get(room)?.size ?? 0;
  }
}
