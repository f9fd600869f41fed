import type { Role } from '@common/profiles.ts';
import { Badge } from '@/components/ui/badge';
import { capitalize } from '@/lib/format';

// SPEC §2: admin purple, seller blue, buyer green.
const roleColours: Record<Role, string> = {
  admin: 'bg-secondary text-secondary-foreground',
  seller: 'bg-info-soft text-info-soft-foreground',
  buyer: 'bg-muted text-muted-foreground',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge className={roleColours[role]}>{capitalize(role)}</Badge>;
}
