import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { PRODUCT_NAME } from '../../../lib/product';
import { Body1, Subtitle1 } from './AuthText';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  brand: { color: tokens.colorBrandForeground1, textAlign: 'center' },
  // A plain surface rather than Fluent's Card: this page is the first download, and Card's interactive
  // styles are not needed here.
  card: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow8,
    '@media (max-width: 479.98px)': { padding: tokens.spacingHorizontalL },
  },
  tagline: { color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

/** The frame of the sign-in pages: product name above a card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Subtitle1 as="p" className={styles.brand}>
        {PRODUCT_NAME}
      </Subtitle1>
      <section className={styles.card}>{children}</section>
      <Body1 className={styles.tagline}>Sign in with the mobile number registered with the fund.</Body1>
    </div>
  );
}
