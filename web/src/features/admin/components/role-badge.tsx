import type { Role } from '@common/profiles.ts';
import { Badge } from '@/components/ui/badge';
import { capitalize } from '@/lib/format';

// SPEC §2: admin purple, seller blue, buyer green.
const roleColours: Record<Role, string> = {
  admin: 'bg-purple-100 text-purple-800',
  seller: 'bg-blue-100 text-blue-800',
  buyer: 'bg-green-100 text-green-800',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge className={roleColours[role]}>{capitalize(role)}</Badge>;
}
