/**
 * The personal details a KRA fetch leaves on an individual applicant, for the wizard's test fixtures and
 * the wizard benchmark's applications alike.
 */
export const KRA_APPLICANT_DETAILS = {
  namePrefix: 'Mr.',
  gender: 'Male',
  fatherOrSpouseName: 'Anil Kumar',
  nationality: 'INDIAN',
  relationShipWithFirstApplicant: 'Brother',
  occupationDetails: 'BUSINESS',
  politicallyExposedPersonStatus: 'Not Applicable',
  typeOfAddressProvidedAtKRA: 'Resident',
  placeOfBirth: 'Pune',
  countryOfBirth: 'India',
  countryOfNationality: 'India',
};
