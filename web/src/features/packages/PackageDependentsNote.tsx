import { usePackageDependentsQuery } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

/** In the delete confirmation: what the server deletes with the package (all of it restorable). */
export function PackageDependentsNote({ id }: { id: string }) {
  const { data } = usePackageDependentsQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const dependents = data?.package?.dependents;
  return (
    <p role="note">
      {dependents ? ja.packages.deletesWithIt(dependents) : ja.packages.deletesWithItLoading}
    </p>
  );
}
