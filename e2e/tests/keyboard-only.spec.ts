import { expect } from '@playwright/test';
import { test } from './a11y';
import { DEMO, readOtp } from './helpers';
import { individualPan, randomEmail, randomMobile } from './onboarding-helpers';
import { tabThroughAll, tabTo } from './keyboard';

// No clicks: Tab / Shift+Tab, Space, Enter, arrows and typing only. On each screen of the onboarding entry
// and the first two wizard steps, Tab reaches every control in order with a visible focus indicator.
test('an RM onboards an individual and fills the first two wizard steps with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { keyboard } = page;

  // Sign in.
  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: /mobile number/i }));
  await keyboard.type(DEMO.rm);
  let since = Date.now();
  await tabTo(page, page.getByRole('button', { name: 'Get OTP' }));
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/verify-otp/);
  await tabTo(page, page.getByRole('textbox', { name: /otp/i }));
  await keyboard.type(await readOtp(page.request, DEMO.rm, since));
  await tabTo(page, page.getByRole('button', { name: /verify/i }));
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applications$/);

  // The menu's Add New.
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Add New', exact: true }),
  );
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/onboarding\/enter-pan-number$/);

  // PAN and date of birth; Minor toggled on and off with Space.
  const form = page.locator('form');
  await expect(page.getByRole('button', { name: 'Verify PAN' })).toBeVisible();
  await tabThroughAll(page, form);
  await tabTo(page, page.getByRole('textbox', { name: /^PAN/ }), { back: true });
  await keyboard.type(individualPan());
  await keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: /Date of Birth/ })).toBeFocused();
  await keyboard.type('15/08/1988');
  const minor = page.getByRole('checkbox', { name: 'Minor' });
  await tabTo(page, minor);
  await keyboard.press('Space');
  await expect(minor).toBeChecked();
  await keyboard.press('Space');
  await expect(minor).not.toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Verify PAN' }));
  await keyboard.press('Enter');

  // Contact.
  await expect(page).toHaveURL(/\/onboarding\/enter-mobile-number/);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await tabThroughAll(page, form);
  const mobile = randomMobile();
  await tabTo(page, page.getByRole('textbox', { name: /Mobile Number/ }), { back: true });
  await keyboard.type(mobile);
  await tabTo(page, page.getByRole('textbox', { name: /Email Id/ }));
  await keyboard.type(randomEmail('keyboard'));
  since = Date.now();
  await tabTo(page, page.getByRole('button', { name: 'Send OTP' }));
  await keyboard.press('Enter');

  // The investor's OTP.
  await expect(page).toHaveURL(/\/onboarding\/enter-otp/);
  await expect(page.getByRole('heading', { level: 1, name: 'OTP' })).toBeVisible();
  await tabThroughAll(page, form);
  await tabTo(page, page.getByRole('textbox', { name: /OTP/ }), { back: true });
  await keyboard.type(await readOtp(page.request, mobile, since));
  await keyboard.press('Enter');

  // Wizard step 1: the login type with the arrow keys (Right selects the next radio, Left the one before).
  await expect(page).toHaveURL(/\/application\/distributor-details$/);
  await expect(page.getByRole('button', { name: 'Save and Proceed' })).toBeVisible();
  await tabThroughAll(page, form);
  const rm = page.getByRole('radio', { name: 'RM' });
  await tabTo(page, rm, { back: true });
  await keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Distributor' })).toBeChecked();
  await keyboard.press('ArrowLeft');
  await expect(rm).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Save and Proceed' }));
  await keyboard.press('Enter');

  // Wizard step 2: the registry's values are in; the mother's name typed.
  await expect(page).toHaveURL(/\/application\/contributor-details$/);
  await expect(page.getByRole('button', { name: 'Save and Proceed' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).not.toHaveValue('');
  await tabThroughAll(page, form);
  await tabTo(page, page.getByRole('textbox', { name: /Mother Name/ }), { back: true });
  await keyboard.type('Meera Kapoor');
  await tabTo(page, page.getByRole('button', { name: 'Save and Proceed' }));
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/application\/contact-details$/);
});
