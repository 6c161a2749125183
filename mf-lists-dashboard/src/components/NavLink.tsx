import type { ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';

export interface NavLinkProps {
  to: string;
  state?: unknown;
  children: ReactNode;
}

/** A Fluent link that navigates inside the shell's router (with navigation state), keeping a real href. */
export function NavLink({ to, state, children }: NavLinkProps) {
  const navigate = useNavigate();
  return (
    <Link
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to, { state });
      }}
    >
      {children}
    </Link>
  );
}
