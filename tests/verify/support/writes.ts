// A stream of create mutations through the gateway, each answer recorded: what the gateway
// said was saved must be in the database afterwards.
import { codesOf, gql } from './graphql';
import { sleep } from './report';

export interface WriteOutcome {
  title: string;
  /** The id the gateway answered with: an accepted write. */
  id: string | null;
  codes: string[];
}

const CREATE = `mutation Create($input: CategoryInput!) {
  createPackageCategory(input: $input) { packageCategory { id title } }
}`;

/** `writers` sequential loops of createPackageCategory until signal aborts. */
export async function writeStream(
  url: string,
  token: string,
  prefix: string,
  writers: number,
  signal: AbortSignal,
): Promise<WriteOutcome[]> {
  const outcomes: WriteOutcome[] = [];
  let n = 0;
  const loop = async () => {
    while (!signal.aborted) {
      const title = `${prefix}-${n++}`;
      try {
        const answer = await gql<{ createPackageCategory: { packageCategory: { id: string } } }>(
          url,
          CREATE,
          { input: { title } },
          token,
        );
        const id = answer.data?.createPackageCategory.packageCategory.id ?? null;
        outcomes.push({
          title,
          id: answer.errors.length === 0 ? id : null,
          codes: codesOf(answer),
        });
      } catch (error) {
        outcomes.push({ title, id: null, codes: [`NETWORK:${(error as Error).name}`] });
      }
      await sleep(10);
    }
  };
  await Promise.all(Array.from({ length: writers }, loop));
  return outcomes;
}
