import { useLingui } from '@lingui/react/macro';
import { AdminConsole } from '../features/admin/admin-console';
import { PersonPicker } from '../features/org-chart/person-picker';
import { NewPersonForm } from '../features/profile-edit/new-person-form';

/**
 * `/admin`: the admin console, with the profile form's fields for a new person and the org chart's people
 * picker (features do not import each other; the page puts them together).
 */
export function AdminPage() {
  const { t } = useLingui();
  return (
    <AdminConsole
      createForm={(me, onCreated) => (
        <NewPersonForm key={`${String(me.network_id)}.${String(me.id)}`} me={me} onCreated={onCreated} />
      )}
      picker={(onPick) => (
        <PersonPicker
          label={t`Person`}
          onPick={(person) => {
            onPick(person.id);
          }}
        />
      )}
    />
  );
}
