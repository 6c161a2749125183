import { makeStyles } from '@fluentui/react-components';

export const useDateFieldStyles = makeStyles({
  input: {
    width: '100%',
  },
});
