/** Why the whole form was refused, announced as soon as it shows. */
export const FormFailure = ({ message }: { readonly message: string | null }) =>
  message ? (
    <p role="alert" className="form-error">
      {message}
    </p>
  ) : null;
