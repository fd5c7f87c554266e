import { Fragment } from 'react';

/**
 * An e-mail address that wraps only where a reader expects it: before the '@' and before each dot,
 * never in the middle of a name (unless a single part is wider than its box).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  const parts = at < 0 ? [email] : [email.slice(0, at), email.slice(at)];
  return (
    <span className="email-text">
      {parts.map((part, p) =>
        part.split('.').map((piece, index) => (
          <Fragment key={`${p}-${index}`}>
            {(p > 0 || index > 0) && <wbr />}
            {index > 0 ? `.${piece}` : piece}
          </Fragment>
        )),
      )}
    </span>
  );
}
