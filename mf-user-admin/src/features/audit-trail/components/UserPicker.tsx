import { useState } from 'react';
import { Combobox, Field, makeStyles, useComboboxFilter } from '@fluentui/react-components';
import { ROLE_LABELS, isStaffRole } from '@aif/contracts';
import { EMPTY_STATE_MESSAGES } from '@aif/ui-kit';
import type { StaffOption } from '../../../api/audit';

const ALL = '';
const ALL_LABEL = 'All users';

const useStyles = makeStyles({ box: { minWidth: 0, width: '100%' } });

export const staffLabel = (user: StaffOption) =>
  `${user.name} (${isStaffRole(user.role) ? ROLE_LABELS[user.role] : user.role})`;

/** The User filter: a searchable list of staff users (name and role), or All users. */
export function UserPicker({
  users,
  value,
  onChange,
  className,
}: {
  users: readonly StaffOption[];
  value: string;
  onChange: (userId: string) => void;
  className?: string;
}) {
  const styles = useStyles();
  const chosen = users.find((u) => u.id === value);
  // A shared link may name a user this caller cannot list: the id is kept and shown as it is.
  const shown = value === ALL ? ALL_LABEL : chosen ? staffLabel(chosen) : value;
  const [query, setQuery] = useState(shown);
  const [shownFor, setShownFor] = useState(shown);
  if (shownFor !== shown) {
    setShownFor(shown);
    setQuery(shown);
  }
  const options = [
    { value: ALL, children: ALL_LABEL },
    ...users.map((u) => ({ value: u.id, children: staffLabel(u) })),
  ];
  const filtered = useComboboxFilter(query, options, {
    noOptionsMessage: EMPTY_STATE_MESSAGES.noResults,
    // Searched and shown by the label; the value is the user's id.
    optionToText: (option) => option.children,
    // With the choice in the box, opening the list shows everyone.
    filter: (text, q) => q === shown || text.toLowerCase().includes(q.trim().toLowerCase()),
  });
  return (
    <Field label="User" className={className}>
      <Combobox
        className={styles.box}
        value={query}
        selectedOptions={[value]}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_event, data) => {
          if (data.optionValue === undefined) return;
          onChange(data.optionValue);
          setQuery(data.optionText ?? '');
        }}
        onOpenChange={(_event, data) => {
          if (!data.open) setQuery(shown);
        }}
      >
        {filtered}
      </Combobox>
    </Field>
  );
}
