import { useEffect, useRef, useState } from 'react';
import { Input, makeStyles } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { SEARCH_DEBOUNCE_MS } from '@aif/contracts';

const useStyles = makeStyles({ input: { width: '100%', maxWidth: '360px' } });

export interface SearchBoxProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called 500 ms after the user stops typing. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
}

/** A search input debounced by SEARCH_DEBOUNCE_MS; follows `value` when it changes from outside (back). */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const styles = useStyles();
  const [text, setText] = useState(value);
  const last = useRef(value);
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === last.current.trim()) return undefined;
    const timer = setTimeout(() => {
      last.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <Input
      className={styles.input}
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(_, d) => setText(d.value)}
      contentBefore={<SearchRegular aria-hidden />}
    />
  );
}
