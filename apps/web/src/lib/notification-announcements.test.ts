import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceByAlert,
  rememberToast,
  resetAnnouncements,
  shouldToast,
} from './notification-announcements.ts';

describe('one announcement per notification', () => {
  afterEach(() => {
    resetAnnouncements();
    vi.restoreAllMocks();
  });

  it('a push alert closes the toast of the same notification', () => {
    const hide = vi.spyOn(notifications, 'hide').mockImplementation(() => '');
    expect(shouldToast(7)).toBe(true);
    rememberToast(7, 'toast-7');
    announceByAlert(7);
    expect(hide).toHaveBeenCalledWith('toast-7');
  });

  it('no toast after the alert announced it; other notifications still toast', () => {
    const hide = vi.spyOn(notifications, 'hide').mockImplementation(() => '');
    announceByAlert(8);
    expect(hide).not.toHaveBeenCalled();
    expect(shouldToast(8)).toBe(false);
    expect(shouldToast(9)).toBe(true);
    // A push without a notification (newappversion) announces nothing.
    announceByAlert(null);
    expect(shouldToast(9)).toBe(true);
  });
});
