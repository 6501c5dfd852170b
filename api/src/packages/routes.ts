import { Type } from '@sinclair/typebox';
import type { ApiApp } from '../http/app-types.js';
import { Envelope, IdParams, ListEnvelope, NullEnvelope } from '../http/common-schemas.js';
import { list, ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { ListQuerySchema, type ListQuery } from '../http/list-query.js';
import {
  allPackageOptions,
  createPackage,
  deletePackage,
  getPackage,
  listPackages,
  updatePackage,
} from './repo.js';
import { checkPackageCreate, checkPackageUpdate } from './rules.js';
import {
  Package,
  PackageCreateBody,
  PackageOption,
  PackageRow,
  PackageUpdateBody,
} from './schemas.js';

const tags = ['packages'];

// Route types are declared, not inferred from the schemas: a package has too many fields for the
// compiler to infer them (TS2589).
const PackageEnvelope = Envelope(Package);
const PackageListEnvelope = ListEnvelope(PackageRow);
const PackageGetEnvelope = Envelope(Type.Array(Package));
const PackageOptionsEnvelope = Envelope(Type.Array(PackageOption));
type Reply<T extends { static: unknown }> = T['static'];

/** Packages (offers) with season prices and add-ons. Validation errors as {param, msg}. */
export async function packageRoutes(app: ApiApp): Promise<void> {
  const load = async (id: string) => {
    const found = await getPackage(app.db, id);
    if (!found) throw notFound('Package');
    return found;
  };

  app.post<{ Body: PackageCreateBody; Reply: Reply<typeof PackageEnvelope> }>(
    '/admin/package/create',
    {
      schema: {
        tags,
        summary: 'Create a package with its season prices and add-ons',
        body: PackageCreateBody,
        response: { 200: PackageEnvelope },
      },
    },
    async (request) => {
      checkPackageCreate(request.body);
      const id = await createPackage(app.db, request.body);
      return ok(await load(id), 'Package added successfully');
    },
  );

  app.get<{ Querystring: ListQuery; Reply: Reply<typeof PackageListEnvelope> }>(
    '/admin/package/list',
    {
      schema: {
        tags,
        summary:
          'List packages (search on title; sort by title, price, orderBy, isActive, createdAt)',
        querystring: ListQuerySchema,
        response: { 200: PackageListEnvelope },
      },
    },
    async (request) => {
      const page = await listPackages(app.db, request.query);
      return list(page.rows, page.total, page);
    },
  );

  app.get<{ Reply: Reply<typeof PackageOptionsEnvelope> }>(
    '/admin/package/all/list',
    {
      schema: {
        tags,
        summary: 'Every package, to choose one from (no query)',
        response: { 200: PackageOptionsEnvelope },
      },
    },
    async () => ok(await allPackageOptions(app.db)),
  );

  app.get<{ Params: { id: string }; Reply: Reply<typeof PackageGetEnvelope> }>(
    '/admin/package/get/:id',
    {
      schema: {
        tags,
        summary: 'One package: data is a list whose first element is the package',
        params: IdParams,
        response: { 200: PackageGetEnvelope },
      },
    },
    async (request) => ok([await load(request.params.id)]),
  );

  app.put<{ Body: PackageUpdateBody; Reply: Reply<typeof PackageEnvelope> }>(
    '/admin/package/update',
    {
      schema: {
        tags,
        summary: 'Update a package (body carries _id); entries with action "delete" are deleted',
        body: PackageUpdateBody,
        response: { 200: PackageEnvelope },
      },
    },
    async (request) => {
      checkPackageUpdate(request.body);
      await updatePackage(app.db, request.body);
      return ok(await load(request.body._id), 'Package updated successfully');
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/admin/package/delete/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a package without bookings (with its prices, add-ons, availability and holidays)',
        params: IdParams,
        response: { 200: NullEnvelope },
      },
    },
    async (request) => {
      await deletePackage(app.db, request.params.id);
      return ok(null, 'Package deleted successfully');
    },
  );
}
