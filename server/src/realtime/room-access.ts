// Who may follow which room. A room is "<prefix>-<key>"; each feature registers the rule for its prefix
// (e.g. "inquiry": the inquiry's buyer and seller). A user's own room is joined on connect and is nobody
// else's; a prefix without a rule is refused, so a new kind of room is closed until its feature opens it.
import { USER_ROOM_PREFIX } from '@common/realtime.ts';

export interface RoomAccessRequest {
  userId: string;
  /** The part after "<prefix>-", unchecked: a rule validates it before it reaches a query. */
  key: string;
}

export type RoomAccessRule = (request: RoomAccessRequest) => Promise<boolean>;

const ROOM_NAME = /^([a-z]+)-([A-Za-z0-9-]{1,64})$/;

export function parseRoom(room: string): { prefix: string; key: string } | undefined {
  const match = ROOM_NAME.exec(room);
  if (!match?.[1] || !match[2]) return undefined;
  return { prefix: match[1], key: match[2] };
}

export class RoomAccess {
  private readonly rules = new Map<string, RoomAccessRule>();

  register(prefix: string, rule: RoomAccessRule): void {
    if (prefix === USER_ROOM_PREFIX) throw new Error('user rooms are joined on connect and cannot be opened to others');
    if (this.rules.has(prefix)) throw new Error(`a room access rule for "${prefix}" is already registered`);
    this.rules.set(prefix, rule);
  }

  async canFollow(userId: string, room: string): Promise<boolean> {
    const parsed = parseRoom(room);
    if (!parsed) return false;
    if (parsed.prefix === USER_ROOM_PREFIX) return parsed.key === userId;
    const rule = this.rules.get(parsed.prefix);
    return rule ? rule({ userId, key: parsed.key }) : false;
  }
}
