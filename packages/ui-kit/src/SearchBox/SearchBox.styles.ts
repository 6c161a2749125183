import { makeStyles } from '@fluentui/react-components';

export const useSearchBoxStyles = makeStyles({
  input: { width: '100%', maxWidth: '360px' },
});
