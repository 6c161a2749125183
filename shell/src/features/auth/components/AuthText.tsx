import type { ReactNode } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import {
  useBody1Styles,
  useCaption1Styles,
  useSubtitle1Styles,
  useTextRootStyles,
  useTitle2Styles,
} from './AuthText.styles';

interface AuthTextProps {
  as?: 'h1' | 'p' | 'span';
  className?: string;
  children: ReactNode;
}

/**
 * Fluent's text presets as the sign-in pages use them (Title2, Subtitle1, Body1, Caption1 with `as` and
 * `className` only): the same element and classes, without @fluentui/react-text on the first page.
 */
function preset(presetClass: string, usePresetStyles: () => { root: string }) {
  return function Preset({ as: Element = 'span', className, children }: AuthTextProps) {
    const text = useTextRootStyles();
    const styles = usePresetStyles();
    // As Fluent's createPreset: Text's classes (with the caller's), then the preset's, then the caller's.
    const textClassName = mergeClasses('fui-Text', text.root, className);
    return (
      <Element className={mergeClasses(presetClass, textClassName, styles.root, className)}>
        {children}
      </Element>
    );
  };
}

export const Title2 = preset('fui-Title2', useTitle2Styles);
export const Subtitle1 = preset('fui-Subtitle1', useSubtitle1Styles);
export const Body1 = preset('fui-Body1', useBody1Styles);
export const Caption1 = preset('fui-Caption1', useCaption1Styles);
