import { useParams } from 'react-router';
import { ProfileEdit } from '../features/profile-edit/profile-edit';
import { NotFoundPage } from './not-found-page';

/** `/users/:userId/edit`: the reader's own profile form. */
export function EditProfilePage() {
  const id = Number(useParams().userId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <ProfileEdit userId={id} />;
}
