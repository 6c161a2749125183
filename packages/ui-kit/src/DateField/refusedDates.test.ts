import { markRefusedDate, refusedDates } from './refusedDates';

it('keeps each form its own refused dates until the field clears them', () => {
  const form = {};
  const other = {};
  markRefusedDate(form, 'startDate', 'Sunday is not allowed');
  markRefusedDate(other, 'endDate', 'Enter a valid date');
  expect(refusedDates(form)).toEqual([['startDate', 'Sunday is not allowed']]);
  markRefusedDate(form, 'startDate', null);
  expect(refusedDates(form)).toEqual([]);
  expect(refusedDates(other)).toEqual([['endDate', 'Enter a valid date']]);
});
