export { ProfilePage, ACCESS_FLAG_LABELS } from './components/ProfilePage';
