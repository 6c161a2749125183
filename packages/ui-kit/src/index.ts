// Theme and providers
export { aifTheme, aifBrand } from './theme/aifTheme';
export { AppProvider } from './AppProvider/AppProvider';
export type { AppProviderProps } from './AppProvider/AppProvider.types';
export { requestAppHosts } from './AppProvider/useHostsDemand';

// Notifications
export { HEADER_HEIGHT_PX, NotificationToaster, TOASTER_ID, useNotify } from './Toast/Notifications';
export type { Notify, NotifyFn, NotifyIntent, NotificationToasterProps } from './Toast/Notifications.types';

// Global error dialog
export { GlobalErrorDialog } from './GlobalErrorDialog/GlobalErrorDialog';
export type { GlobalErrorDialogProps } from './GlobalErrorDialog/GlobalErrorDialog.types';
export {
  clearGlobalError,
  getGlobalErrorStore,
  GLOBAL_ERROR_KEY,
  showGlobalError,
  useGlobalError,
} from './GlobalErrorDialog/globalErrorStore';
export type { GlobalErrorState, UseGlobalError } from './GlobalErrorDialog/globalErrorStore';

// Dialogs and feedback
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.types';
export { AmlCheckDialog } from './AmlCheckDialog/AmlCheckDialog';
export type { AmlCheckDialogProps } from './AmlCheckDialog/AmlCheckDialog';
export { Loader } from './Loader/Loader';
export type { LoaderProps } from './Loader/Loader.types';
export { loadable } from './loadable/loadable';
export type { Loadable } from './loadable/loadable';
export { EmptyState, EMPTY_STATE_MESSAGES } from './EmptyState/EmptyState';
export type { EmptyStateProps, EmptyStateVariant } from './EmptyState/EmptyState.types';
export { DASH, displayOrDash, displayValue, NA } from './displayValue/displayValue';

// Read-only layout: a titled card, label and value pairs
export { SectionCard } from './SectionCard/SectionCard';
export type { SectionCardProps } from './SectionCard/SectionCard.types';
export { FieldList, ViewField } from './ViewField/ViewField';
export type { FieldListProps, ViewFieldProps } from './ViewField/ViewField.types';

// Inputs
export { DateField, DATE_FIELD_MESSAGES } from './DateField/DateField';
export type { DateFieldProps, Weekday } from './DateField/DateField.types';
export { markRefusedDate, refusedDates } from './DateField/refusedDates';
export { MobileInput } from './MobileInput/MobileInput';
export type { MobileInputProps, MobileValue } from './MobileInput/MobileInput.types';
export { defaultCountryOption, findCountryOption, getCountryOptions } from './MobileInput/countries';
export type { CountryOption } from './MobileInput/countries';
export { NumericInput } from './NumericInput/NumericInput';
export type { NumericInputProps } from './NumericInput/NumericInput.types';
export { TrimmedInput } from './TrimmedInput/TrimmedInput';
export type { TrimmedInputProps } from './TrimmedInput/TrimmedInput.types';
export { AmountInput } from './AmountInput/AmountInput';
export type { AmountCurrency, AmountInputProps } from './AmountInput/AmountInput.types';
export { FileUpload, UPLOAD_FAILED_MESSAGE } from './FileUpload/FileUpload';
export type { FileUploadProps } from './FileUpload/FileUpload.types';
export { FILE_TYPE_MESSAGE } from './FileUpload/fileRules';

// OTP entry (sign-in and verification pages)
export { OtpEntry } from './OtpEntry/OtpEntry';
export type { OtpEntryParts, OtpEntryProps, RestartOtpCountdown } from './OtpEntry/OtpEntry.types';

// Pages
export { PlaceholderPage, PLACEHOLDER_DEFAULT_MESSAGE } from './PlaceholderPage/PlaceholderPage';
export type { PlaceholderPageProps } from './PlaceholderPage/PlaceholderPage.types';
export { NotAuthorized, NOT_AUTHORIZED_MESSAGE } from './NotAuthorized/NotAuthorized';
export type { NotAuthorizedProps } from './NotAuthorized/NotAuthorized.types';
export { NotFound, NOT_FOUND_MESSAGE } from './NotFound/NotFound';
export type { NotFoundProps } from './NotFound/NotFound.types';

// Lists: one column definition drives the table's header row and its phone card labels
export { DataTable } from './DataTable/DataTable';
export type { DataColumn, DataTableProps } from './DataTable/DataTable.types';
export { ListPage } from './ListPage/ListPage';
export type { ListPageProps } from './ListPage/ListPage.types';
export { ListToolbar } from './ListToolbar/ListToolbar';
export type { ListToolbarProps } from './ListToolbar/ListToolbar.types';
export { SearchBox } from './SearchBox/SearchBox';
export type { SearchBoxProps } from './SearchBox/SearchBox.types';
export { FilterDrawer } from './FilterDrawer/FilterDrawer';
export type {
  FilterDrawerGroup,
  FilterDrawerProps,
  FilterOption,
  FilterValues,
} from './FilterDrawer/FilterDrawer.types';
export { ListState } from './ListState/ListState';
export type { ListStateProps } from './ListState/ListState.types';
export { Pager } from './Pager/Pager';
export type { PagerProps } from './Pager/Pager.types';
export { RowAction, RowActions } from './RowAction/RowAction';
export type { RowActionProps, RowActionsProps } from './RowAction/RowAction.types';

// Shell <-> remote contract
export { mayLeave, requestLeave, takeLeaveRequests } from './leaveRequest/leaveRequest';
export type { RemoteAppProps } from './types/RemoteAppProps';
