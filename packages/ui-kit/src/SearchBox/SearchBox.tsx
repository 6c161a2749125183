import * as React from 'react';
import { Input } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { SEARCH_DEBOUNCE_MS, TEXT_LIMITS } from '@aif/contracts';
import { useSearchBoxStyles } from './SearchBox.styles';
import type { SearchBoxProps } from './SearchBox.types';

/** A search input that reports its trimmed text once the user stops typing. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: SearchBoxProps): React.JSX.Element {
  const styles = useSearchBoxStyles();
  const [text, setText] = React.useState(value);
  const last = React.useRef(value);
  React.useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);
  React.useEffect(() => {
    if (text.trim() === last.current.trim()) return undefined;
    const timer = setTimeout(() => {
      last.current = text.trim();
      onSearch(text.trim());
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, onSearch, debounceMs]);
  return (
    <Input
      className={styles.input}
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      // The server refuses a longer search (contracts' limit); the box never sends one.
      maxLength={TEXT_LIMITS.search}
      onChange={(_event, data) => setText(data.value)}
      contentBefore={<SearchRegular aria-hidden />}
    />
  );
}
