import { makeStyles, tokens } from '@fluentui/react-components';

const bar = (color: string) => ({
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid' as const,
  borderInlineStartColor: color,
});

/** Each intent has its own tint and bar beside Fluent's intent icon, so a success never reads as an error. */
export const useToastStyles = makeStyles({
  success: {
    backgroundColor: tokens.colorStatusSuccessBackground1,
    ...bar(tokens.colorStatusSuccessBorderActive),
  },
  error: {
    backgroundColor: tokens.colorStatusDangerBackground1,
    ...bar(tokens.colorStatusDangerBorderActive),
  },
  warning: {
    backgroundColor: tokens.colorStatusWarningBackground1,
    ...bar(tokens.colorStatusWarningBorderActive),
  },
  info: { backgroundColor: tokens.colorNeutralBackground1, ...bar(tokens.colorBrandStroke1) },
});

/** The intent's icon colour (Fluent colours its own icon only when the toast's context reaches the title). */
export const useToastIconStyles = makeStyles({
  success: { color: tokens.colorStatusSuccessForeground1 },
  error: { color: tokens.colorStatusDangerForeground1 },
  warning: { color: tokens.colorStatusWarningForeground1 },
  info: { color: tokens.colorBrandForeground1 },
});
