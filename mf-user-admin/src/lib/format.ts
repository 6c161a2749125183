/** "+91 9876543210"; null without a number (a company distributor), shown as "N/A" or "-". */
export function mobileText(user: { countryCode: string | null; phone: string | null }): string | null {
  if (!user.phone) return null;
  return user.countryCode ? `${user.countryCode} ${user.phone}` : user.phone;
}
