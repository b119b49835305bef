import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePageTitle } from '../components/page-title';
import { hrefs } from '../config/paths';

export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <div className="p-6">
      <h1 className="text-xl font-semibold">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-2">
        <Trans>
          There is nothing at this address.{' '}
          <Link to={hrefs.home()} className="text-blue-800 underline dark:text-blue-300">
            Go to All conversations
          </Link>
        </Trans>
      </p>
    </div>
  );
}
