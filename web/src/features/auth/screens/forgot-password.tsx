import { ForgotPasswordForm } from '../components/forgot-password-form';

/**
 * The customer's forgot-password page. A route module's default export is wrapped by React Router's build, which
 * passes the route's own props only: the form takes its role here, from a module that is no route.
 */
export default function ForgotPasswordScreen() {
  return <ForgotPasswordForm role="customer" />;
}
