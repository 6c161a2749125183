import { API_MESSAGES, type AccessFlag, type SupportNumber, type WhitelistUser } from '@aif/contracts';
import { callerFlags } from '../../lib/flags';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { toMobileNumber } from '../../lib/phone';
import type { AuditService } from '../audit/service';
import type { Session } from '../../lib/session';
import type { SignInService } from '../sign-in/service';

/**
 * Admin Support actions on mobile numbers (doc 3 §2.12). The route table admits amcadmin; each action
 * also needs the adminSupport flag and its own flag, read fresh from the user's record.
 */
export class AdminSupportService {
  constructor(private readonly deps: { db: Db; signIn: SignInService; audit: AuditService }) {}

  /** The value of an access flag for a user who has Admin Support; 403 without Admin Support. */
  async accessFlag(session: Session, flag: AccessFlag): Promise<boolean> {
    const flags = await callerFlags(this.deps.db, session);
    if (!flags.adminSupport) throw forbidden();
    return !!flags[flag];
  }

  async unlockUser(session: Session, body: SupportNumber): Promise<string> {
    await this.requireFlag(session, 'unlockingAccess');
    const number = toMobileNumber(body.countryCode, body.phone);
    const wasLocked = await this.deps.signIn.unlock(number);
    await this.deps.audit.record({
      actorId: session.userId,
      actorRole: session.role,
      action: 'unlock_user',
      entity: 'mobile_number',
      entityId: number.e164,
      from: wasLocked ? 'locked' : 'unlocked',
      to: 'unlocked',
    });
    return wasLocked ? API_MESSAGES.userUnlocked : API_MESSAGES.userNotLocked;
  }

  async whitelistUser(session: Session, body: WhitelistUser): Promise<string> {
    await this.requireFlag(session, 'whitelistingAccess');
    const number = toMobileNumber(body.countryCode, body.phone);
    const before = await this.deps.signIn.setWhitelisted(number, body.whiteList);
    await this.deps.audit.record({
      actorId: session.userId,
      actorRole: session.role,
      action: body.whiteList ? 'whitelist_user' : 'unwhitelist_user',
      entity: 'mobile_number',
      entityId: number.e164,
      from: String(before),
      to: String(body.whiteList),
    });
    return body.whiteList ? API_MESSAGES.whitelisted : API_MESSAGES.unwhitelisted;
  }

  async checkWhitelisted(session: Session, body: SupportNumber): Promise<boolean> {
    await this.requireFlag(session, 'whitelistingAccess');
    return this.deps.signIn.isWhitelisted(toMobileNumber(body.countryCode, body.phone));
  }

  /** 403 unless the user has Admin Support and `flag`. */
  async requireFlag(session: Session, flag: AccessFlag): Promise<void> {
    if (!(await this.accessFlag(session, flag))) throw forbidden();
  }
}
