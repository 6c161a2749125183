// React bindings of the API client: import from '@aif/api-client/react' (the core stays React-free).
export { useRequest, type RequestState } from './useRequest';
export {
  serverFieldErrors,
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
  type FormSchema,
  type ServerFieldError,
} from './useContractForm';
