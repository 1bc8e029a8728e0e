import { documentCreateSchema, type FieldError } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { pageOf } from '../../db/paging';
import { accessClientOf } from '../../http/access-client';
import { requireUser } from '../../http/authenticate';
import { ApiError, validationFailed } from '../../http/errors';
import {
  invalidParameterValue,
  JSONAPI_MEDIA_TYPE,
  parsePage,
  readResource,
  toDocument,
} from '../../http/jsonapi';
import { readRelationships } from '../../http/jsonapi-relationships';
import { authorize, documentAbilities, documentPolicy } from '../../policies';
import { removeFiles } from '../../storage/files';
import { findBenefitGroup } from '../benefits/service';
import { organizationDisabled } from '../invitations/service';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { presentDocument } from './presenter';
import {
  createDocument,
  type DocumentOwner,
  deleteDocument,
  findDocument,
  findProviderBySlug,
  listDocuments,
  ownerOf,
  recordDocumentsRead,
  refOf,
} from './service';

/**
 * Documents (spec §3, §5): a named file attached to a benefit group (its plan booklet) or to a
 * provider profile (a licence). Upload the file first (POST /api/uploads, purpose `document`),
 * then name it here.
 */
export async function documentRoutes(app: FastifyInstance) {
  const { db, storage } = app.ctx;

  /** The benefit group or provider a slug names, loaded for the actor (undefined when none). */
  async function loadOwner(kind: 'benefit_group' | 'provider', slug: string, actorId: number) {
    if (kind === 'benefit_group') {
      const found = await findBenefitGroup(db, slug, actorId);
      return found ? ({ kind, slug, found } satisfies DocumentOwner) : undefined;
    }
    const provider = await findProviderBySlug(db, slug);
    return provider ? ({ kind, slug, provider } satisfies DocumentOwner) : undefined;
  }

  app.get('/api/documents', contract.listDocuments, async (request, reply) => {
    const actor = requireUser(request);
    const query = request.query as Record<string, unknown>;
    const group = query['filter[benefit_group]'];
    const provider = query['filter[provider]'];
    if ((typeof group === 'string') === (typeof provider === 'string')) {
      throw invalidParameterValue('filter[benefit_group]');
    }
    const access = await loadAccess(db, actor);
    const owner = authorize(
      typeof group === 'string'
        ? await loadOwner('benefit_group', group, actor.id)
        : await loadOwner('provider', provider as string, actor.id),
      (o) => documentPolicy.canRead(access, refOf(o)),
    );
    const rows = await listDocuments(
      db,
      owner.kind === 'benefit_group'
        ? { benefitGroupId: owner.found.group.id }
        : { providerId: owner.provider.id },
    );
    const abilities = documentAbilities(access, refOf(owner));
    await recordDocumentsRead(db, actor, access, refOf(owner), accessClientOf(request));
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        pageOf(rows, parsePage(query)).map((row) => presentDocument(row, owner, abilities)),
        { meta: { total: rows.length } },
      ),
    );
  });

  app.post('/api/documents', contract.createDocument, async (request, reply) => {
    const actor = requireUser(request);
    // Both spec messages at once when both are missing: the name, then the file.
    const errors: FieldError[] = [];
    let name: string | undefined;
    try {
      name = readResource(request, { type: 'documents', schema: documentCreateSchema }).name;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      errors.push(...error.fields);
    }
    const related = readRelationships(request, {
      upload: 'uploads',
      benefit_group: 'benefit_groups',
      provider: 'providers',
    });
    if (!related.upload) {
      errors.push({
        field: 'upload',
        pointer: '/data/relationships/upload',
        message: request.t('validation.document_file_required'),
      });
    }
    if ((related.benefit_group === undefined) === (related.provider === undefined)) {
      errors.push({
        field: 'benefit_group',
        pointer: '/data/relationships/benefit_group',
        message: request.t('validation.document_attach_one'),
      });
    }
    if (errors.length > 0 || name === undefined || !related.upload) throw validationFailed(errors);
    const access = await loadAccess(db, actor);
    const owner = authorize(
      related.benefit_group !== undefined
        ? await loadOwner('benefit_group', related.benefit_group, actor.id)
        : await loadOwner('provider', related.provider as string, actor.id),
      {
        visible: (o) => documentPolicy.canRead(access, refOf(o)),
        allowed: (o) => documentPolicy.canManage(access, refOf(o)),
      },
    );
    // Nobody acts in a disabled organization (product.md §1; issue 26 §4.2).
    if (!documentPolicy.isWritable(refOf(owner))) throw organizationDisabled();
    const created = await createDocument(db, {
      name,
      uploadSlug: related.upload,
      owner,
      actorId: actor.id,
    });
    if (!created) {
      throw validationFailed([
        {
          field: 'upload',
          pointer: '/data/relationships/upload',
          message: request.t('validation.document_upload_own'),
        },
      ]);
    }
    return reply
      .status(201)
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentDocument(created, owner, documentAbilities(access, refOf(owner)))));
  });

  app.delete<SlugParams>('/api/documents/:slug', contract.deleteDocument, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const row = await findDocument(db, request.params.slug);
    const owner = row ? await ownerOf(db, row.document, actor.id) : undefined;
    const found = authorize(row && owner ? { row, owner } : undefined, {
      visible: (f) => documentPolicy.canRead(access, refOf(f.owner)),
      allowed: (f) => documentPolicy.canManage(access, refOf(f.owner)),
    });
    if (!documentPolicy.isWritable(refOf(found.owner))) throw organizationDisabled();
    const key = await deleteDocument(db, found.row);
    await removeFiles(storage, [key], request.log);
    return reply.status(204).send();
  });
}
