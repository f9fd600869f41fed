import { roles, type Role } from '@common/profiles.ts';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { capitalize } from '@/lib/format';

type UserFiltersProps = {
  role: Role | undefined;
  onRoleChange: (role: Role | undefined) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Why the text typed is not searched yet (too short). */
  searchHint?: string | undefined;
};

const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

export function UserFilters({ role, onRoleChange, search, onSearchChange, searchHint }: UserFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,24rem)]">
      <SelectField label="Role" value={role ?? ''} onChange={(event) => onRoleChange(isRole(event.target.value) ? event.target.value : undefined)}>
        <option value="">All</option>
        {roles.map((option) => (
          <option key={option} value={option}>
            {capitalize(option)}
          </option>
        ))}
      </SelectField>
      <TextField label="Search users" type="search" placeholder="Name or email" value={search}
        error={searchHint} onChange={(event) => onSearchChange(event.target.value)} />
    </div>
  );
}
