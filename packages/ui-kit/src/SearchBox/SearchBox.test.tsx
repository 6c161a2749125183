import * as React from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS, TEXT_LIMITS } from '@aif/contracts';
import { renderWithTheme } from '../testing/render';
import { SearchBox } from './SearchBox';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('reports the trimmed text once typing has stopped for the debounce time', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSearch = jest.fn();
  renderWithTheme(<SearchBox label="Search PAN" value="" onSearch={onSearch} />);
  const box = screen.getByRole('searchbox', { name: 'Search PAN' });
  expect(box).toHaveAttribute('placeholder', 'Search PAN');
  await user.type(box, ' abk ');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch).toHaveBeenCalledWith('abk');
});

it('follows a value changed from outside without reporting it back', () => {
  const onSearch = jest.fn();
  const { rerender } = renderWithTheme(
    <SearchBox label="Search" placeholder="Search" value="kap" onSearch={onSearch} />,
  );
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('kap');
  rerender(<SearchBox label="Search" placeholder="Search" value="" onSearch={onSearch} />);
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
  expect(onSearch).not.toHaveBeenCalled();
});

it('takes no more characters than the server accepts in a search', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSearch = jest.fn();
  renderWithTheme(<SearchBox label="Search" value="" onSearch={onSearch} />);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  expect(box).toHaveAttribute('maxLength', String(TEXT_LIMITS.search));
  await user.click(box);
  await user.paste('k'.repeat(TEXT_LIMITS.search + 20));
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(onSearch).toHaveBeenCalledWith('k'.repeat(TEXT_LIMITS.search));
});
