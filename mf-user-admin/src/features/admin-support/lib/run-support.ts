import {
  ADMIN_SUPPORT_MESSAGES,
  countryCodeOf,
  type ApplicationStatus,
  type SupportFormValues,
  type SupportType,
} from '@aif/contracts';
import {
  changeExpiredStatus,
  checkWhitelisted,
  moveToDraft,
  unlockUser,
  whitelistUser,
} from '../../../api/admin-support';

/**
 * Runs the chosen support action with the checked form values and returns what the dialog shows: the
 * server's message, or for Check Whitelisted "This Number is Whitelisted" / "... not Whitelisted"
 * (doc 3 §8). A refusal is thrown to the caller.
 */
export async function runSupportAction(type: SupportType, values: SupportFormValues): Promise<string> {
  const number = {
    phone: (values.phone ?? '').trim(),
    countryCode: countryCodeOf({ countryNameAndCode: values.countryNameAndCode, countryCode: null }),
  };
  const applicationNumber = (values.applicationNumber ?? '').trim().toUpperCase();
  switch (type) {
    case 'unlock_user':
      return (await unlockUser(number)).message;
    case 'whitelist_user':
      return (await whitelistUser({ ...number, whiteList: true })).message;
    case 'unwhitelist_user':
      return (await whitelistUser({ ...number, whiteList: false })).message;
    case 'check_whitelisted': {
      const { isMobileNumberWhiteListed } = await checkWhitelisted(number);
      return isMobileNumberWhiteListed
        ? ADMIN_SUPPORT_MESSAGES.whitelistedYes
        : ADMIN_SUPPORT_MESSAGES.whitelistedNo;
    }
    case 'change_expired_status':
      return (
        await changeExpiredStatus({
          applicationNumber,
          applicationStatus: values.status as ApplicationStatus,
        })
      ).message;
    case 'change_status_to_draft':
      return (await moveToDraft({ applicationNumber })).message;
  }
}
