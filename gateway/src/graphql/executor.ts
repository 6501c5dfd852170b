import type {
  GatewayExecutor,
  GatewayInterface,
  GatewaySchemaLoadOrUpdateCallback,
} from '@apollo/server-gateway-interface';
import { execute, GraphQLError, printSchema, type DocumentNode, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** What is known of one operation of a parsed document: its runs so far, or its compiled form. */
type Known = number | 'not-compilable' | CompiledQuery;

export interface JitOptions {
  /** Runs on graphql-js before an operation is compiled; 0 compiles it on its first run. */
  compileAfterRuns: number;
}

/**
 * Executes operations with graphql-jit inside Apollo's request pipeline (Apollo Server 5 takes a
 * custom executor through its `gateway` option): parsing, validation, the limits, CSRF, plugins
 * and error formatting stay Apollo's; only the execution of a validated document is compiled.
 *
 * - An operation is compiled after `compileAfterRuns` runs on graphql-js (1 by default), so
 *   one-off operations (a developer's query in Sandbox) cost no compilation.
 * - Compiled operations are kept by Apollo's parsed document (a WeakMap), so they live exactly as
 *   long as Apollo's document cache keeps that document.
 * - A run that fails before execution (variables that do not coerce) is answered by graphql-js,
 *   whose errors Apollo knows as BAD_USER_INPUT with HTTP 400. Nothing has run at that point.
 * - Field errors are handed on as graphql-js makes them (see {@link asGraphQLJsError}).
 */
export class JitExecution {
  private readonly known = new WeakMap<DocumentNode, Map<string, Known>>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly options: JitOptions,
  ) {}

  /** Runs one validated operation of `document`. */
  async run(
    document: DocumentNode,
    operationName: string | null,
    variables: Record<string, unknown> | undefined,
    contextValue: unknown,
  ) {
    const query = this.compiledFor(document, operationName);
    if (query) {
      const result = await query.query(undefined, contextValue, variables ?? {});
      if (!result.errors?.length) return result;
      if (result.data !== undefined)
        return { ...result, errors: result.errors.map(asGraphQLJsError) };
    }
    return execute({
      schema: this.schema,
      document,
      operationName,
      variableValues: variables,
      contextValue,
    });
  }

  /** Whether an operation of `document` now runs compiled. */
  isCompiled(document: DocumentNode, operationName: string | null): boolean {
    const known = this.known.get(document)?.get(operationName ?? '');
    return known !== undefined && typeof known === 'object';
  }

  /** The compiled form of an operation once it is due; undefined before, or if it can't be. */
  private compiledFor(
    document: DocumentNode,
    operationName: string | null,
  ): CompiledQuery | undefined {
    let byOperation = this.known.get(document);
    if (!byOperation) {
      byOperation = new Map();
      this.known.set(document, byOperation);
    }
    const key = operationName ?? '';
    const known = byOperation.get(key) ?? 0;
    if (known === 'not-compilable') return undefined;
    if (typeof known !== 'number') return known;
    if (known < this.options.compileAfterRuns) {
      byOperation.set(key, known + 1);
      return undefined;
    }
    const compiled = compileQuery(this.schema, document, operationName ?? undefined, {
      // Errors reach clients masked; their stacks are never read.
      disablingCapturingStackErrors: true,
    });
    if (!isCompiledQuery(compiled)) {
      byOperation.set(key, 'not-compilable');
      return undefined;
    }
    byOperation.set(key, compiled);
    return compiled;
  }
}

/**
 * graphql-jit's field errors lack what graphql-js's always have (`extensions` is undefined when
 * the thrown error had none, `nodes` is never set), and Apollo and our error plugins read them:
 * each becomes the GraphQLError graphql-js would have made, with the same path and locations.
 */
export function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const standard = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ?? undefined,
  });
  if (error.locations) Object.assign(standard, { locations: error.locations });
  return standard;
}

/** Apollo's `gateway` option serving one fixed schema, executed by {@link JitExecution}. */
export function jitGateway(schema: GraphQLSchema, options: JitOptions): GatewayInterface {
  const execution = new JitExecution(schema, options);
  const executor: GatewayExecutor = (requestContext) =>
    execution.run(
      requestContext.document,
      requestContext.operationName,
      requestContext.request.variables,
      requestContext.context,
    );
  let onLoad: GatewaySchemaLoadOrUpdateCallback | undefined;
  return {
    onSchemaLoadOrUpdate(callback) {
      onLoad = callback;
      return () => {
        onLoad = undefined;
      };
    },
    async load() {
      // The SDL is read only by Apollo's schema reporting (not used here): printed if ever asked
      // for, not at every start (~6 ms and 67 KB kept for the process's life).
      onLoad?.({
        apiSchema: schema,
        get coreSupergraphSdl() {
          return printSchema(schema);
        },
      });
      return { executor };
    },
    async stop() {},
  };
}
