import { ViewAsStart } from '../features/admin/view-as-start';

/** `/view-as`: where a tab opened by "View as" takes its token from the admin's tab. */
export function ViewAsPage() {
  return <ViewAsStart />;
}
