import { create } from 'zustand';
import type { AmlData, InvestorKind, OnboardingType } from '@aif/contracts';

/** The contact an individual investor is verified with (send-otp / send-consent-email). */
export interface FlowContact {
  countryCode: string;
  countryNameAndCode: string;
  phoneNumber: string;
  emailId: string;
}

/** The open OTP challenge of the enter-otp page. */
export interface FlowOtp {
  otpVerificationToken: string;
  /** The server's message about the OTP it sent. */
  message: string;
  resendAfterSeconds: number;
}

/** What verify-pan answered, kept for the later steps. */
export interface FlowVerification {
  panVerificationToken: string;
  investorKind: InvestorKind;
  amlCheck: boolean;
  amlData: AmlData;
  /** The failed AML check was acknowledged (or there was nothing to acknowledge). */
  amlCleared: boolean;
  kraName: string;
  /** Adding a joint holder: the application's POA, which the joint holder follows. */
  applicationHasPOA?: boolean;
}

export interface OnboardingFlowState {
  /** Adding a joint holder to this application (navigation state or `?applicationId=`). */
  applicationId: string | null;
  pan: string;
  /** 'YYYY-MM-DD' as the date field gives it. */
  dob: string | null;
  onboardingType: OnboardingType;
  hasPOA: boolean;
  verification: FlowVerification | null;
  contact: FlowContact | null;
  entityEmail: string | null;
  otp: FlowOtp | null;
  /** An applicant token for an entity, kept while its documents are uploaded. */
  entityApplicantToken: string | null;
  /** Shown on the PAN page once (why the user was sent back to it). */
  notice: string | null;

  startApplication: (applicationId: string | null) => void;
  setPanDetails: (details: {
    pan: string;
    dob: string | null;
    onboardingType: OnboardingType;
    hasPOA: boolean;
  }) => void;
  setVerification: (verification: FlowVerification | null) => void;
  clearAml: () => void;
  setContact: (contact: FlowContact | null) => void;
  setEntityEmail: (email: string | null) => void;
  setOtp: (otp: FlowOtp | null) => void;
  setEntityApplicantToken: (token: string | null) => void;
  /** Back to the PAN page: everything learnt after the PAN is forgotten, the joint-holder context is kept. */
  restart: (notice?: string | null) => void;
  setNotice: (notice: string | null) => void;
  /** Forget everything (leaving /onboarding, or after the application was created). */
  reset: () => void;
}

const EMPTY = {
  applicationId: null,
  pan: '',
  dob: null,
  onboardingType: 'normal' as OnboardingType,
  hasPOA: false,
  verification: null,
  contact: null,
  entityEmail: null,
  otp: null,
  entityApplicantToken: null,
  notice: null,
};

/**
 * The onboarding flow's state, in memory only: the verification tokens must not outlive the page, so a
 * reload starts again from the PAN (each step's page sends the user back when its inputs are missing).
 */
export const useOnboardingFlow = create<OnboardingFlowState>()((set) => ({
  ...EMPTY,
  startApplication: (applicationId) => set({ ...EMPTY, applicationId }),
  setPanDetails: (details) => set(details),
  setVerification: (verification) =>
    set({ verification, contact: null, entityEmail: null, otp: null, entityApplicantToken: null }),
  clearAml: () =>
    set((state) => (state.verification ? { verification: { ...state.verification, amlCleared: true } } : {})),
  setContact: (contact) => set({ contact }),
  setEntityEmail: (entityEmail) => set({ entityEmail }),
  setOtp: (otp) => set({ otp }),
  setEntityApplicantToken: (entityApplicantToken) => set({ entityApplicantToken }),
  restart: (notice = null) =>
    set({
      verification: null,
      contact: null,
      entityEmail: null,
      otp: null,
      entityApplicantToken: null,
      notice,
    }),
  setNotice: (notice) => set({ notice }),
  reset: () => set(EMPTY),
}));
