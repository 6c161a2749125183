import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { MESSAGES, type ApplicationListRow } from '@aif/contracts';
import { RowAction } from '@aif/ui-kit';
import { canDownload } from '../lib/application-rules';
import { useDownloadApplication } from '../lib/useApplicationList';

/** A list row's Download: the application's PDF, or the signed one; disabled with the reason until it can be. */
export function DownloadApplicationAction({ row }: { row: ApplicationListRow }) {
  const download = useDownloadApplication();
  return (
    <RowAction
      label="Download"
      icon={<ArrowDownloadRegular />}
      disabledReason={canDownload(row) ? undefined : MESSAGES.onlySignedDownload}
      onClick={() => void download(row)}
    />
  );
}
