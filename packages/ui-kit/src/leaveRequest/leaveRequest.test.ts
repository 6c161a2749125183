import { mayLeave, requestLeave, takeLeaveRequests } from './leaveRequest';

it('leaves at once when no page takes the request', () => {
  const proceed = jest.fn();
  requestLeave(proceed);
  expect(proceed).toHaveBeenCalledTimes(1);
});

it('a page that takes the request decides: nothing until it proceeds', () => {
  let asked: (() => void) | undefined;
  const release = takeLeaveRequests((proceed) => (asked = proceed));
  const proceed = jest.fn();
  requestLeave(proceed);
  expect(proceed).not.toHaveBeenCalled();
  asked!();
  expect(proceed).toHaveBeenCalledTimes(1);

  // Released (the edits saved, the page left): requests go through again.
  release();
  requestLeave(proceed);
  expect(proceed).toHaveBeenCalledTimes(2);
});

it('mayLeave says whether the page may be left now, and calls nothing itself then', () => {
  const proceed = jest.fn();
  expect(mayLeave(proceed)).toBe(true);
  expect(proceed).not.toHaveBeenCalled();
  const release = takeLeaveRequests((go) => go());
  expect(mayLeave(proceed)).toBe(false);
  expect(proceed).toHaveBeenCalledTimes(1);
  release();
});
