import { applyDecorators, Body, Delete, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { ApiErrorResponses, ApiErrors, PATH_REFUSAL } from '../../../shared/http/error-response.js';
import { AdminController } from '../../identity/index.js';
import {
  AdminProductListResponse,
  AdminProductResponse,
  CreateProductDto,
  LowStockProductsResponse,
  ListAdminProductsQuery,
  PRODUCT_PAGE_SIZE,
  UpdateProductDto,
} from './admin-products.dto.js';
import { AdminProducts, type ProductChanges } from '../application/admin-products.service.js';
import { ProductIdPipe } from './product-id.pipe.js';

/** A route on one product (`:id`): never cached, answers the product or PRODUCT_NOT_FOUND. */
const OneProduct = () =>
  applyDecorators(
    Header('cache-control', 'no-store'),
    ApiParam({ name: 'id', type: Number }),
    ApiOkResponse({ type: AdminProductResponse }),
    ApiErrorResponses({ 400: PATH_REFUSAL, 404: 'PRODUCT_NOT_FOUND' }),
  );

const FILTER = { true: 'published', false: 'unpublished', archived: 'archived', all: 'all' } as const;

/**
 * The back office's catalogue (docs/design/catalogue.md): administrators only, checked on the current user row
 * (anonymous 401, customer 403). DELETE archives: the product is unpublished and hidden from the
 * default list, its row kept for past orders.
 */
@AdminController('admin/products')
export class AdminProductsController {
  constructor(private readonly products: AdminProducts) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Produits : recherche, filtre de publication, pages (10 par page par défaut)' })
  @ApiOkResponse({ type: AdminProductListResponse })
  @ApiErrors(400)
  async list(@Query() query: ListAdminProductsQuery): Promise<AdminProductListResponse> {
    const page = await this.products.list({
      search: query.search ?? '',
      filter: query.published ? FILTER[query.published] : 'live',
      page: query.page ?? 1,
      limit: query.limit ?? PRODUCT_PAGE_SIZE,
    });
    return { products: page.products.map((p) => AdminProductResponse.from(p)), pagination: page.pagination };
  }

  @Get('low-stock')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Produits dont moins de 5 unités sont disponibles (tableau de bord)' })
  @ApiOkResponse({ type: LowStockProductsResponse })
  async lowStock(): Promise<LowStockProductsResponse> {
    return { products: (await this.products.lowStock()).map((p) => AdminProductResponse.from(p)) };
  }

  @Post()
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Créer un produit (non publié par défaut, TVA 21 % par défaut)' })
  @ApiCreatedResponse({ type: AdminProductResponse })
  @ApiErrors(400, {
    400: 'PRODUCT_NAME_TAKEN, PRODUCT_IMAGE_REQUIRED (publié sans image), PRODUCT_IMAGE_UNKNOWN (absente de la médiathèque)',
  })
  async create(@Body() body: CreateProductDto): Promise<AdminProductResponse> {
    const product = await this.products.create({
      ...changesOf(body),
      name: body.name,
      description: body.description,
      category: body.category,
      priceCents: toCents(body.price),
    });
    return AdminProductResponse.from(product);
  }

  @Get(':id')
  @OneProduct()
  @ApiOperation({ summary: 'Un produit (écran de modification), archivé compris' })
  async get(@Param('id', ProductIdPipe) id: number): Promise<AdminProductResponse> {
    return AdminProductResponse.from(await this.products.get(id));
  }

  @Put(':id')
  @OneProduct()
  @ApiOperation({ summary: 'Modifier un produit (publier un produit archivé le rétablit)' })
  @ApiErrors(400, {
    400: 'PRODUCT_NAME_TAKEN, PRODUCT_STOCK_BELOW_RESERVED, PRODUCT_IMAGE_REQUIRED, PRODUCT_IMAGE_UNKNOWN',
    409: 'PRODUCT_STOCK_CHANGED : le stock a changé depuis `expectedStock`',
  })
  async update(@Param('id', ProductIdPipe) id: number, @Body() body: UpdateProductDto): Promise<AdminProductResponse> {
    return AdminProductResponse.from(await this.products.update(id, changesOf(body), body.expectedStock));
  }

  @Delete(':id')
  @OneProduct()
  @ApiOperation({ summary: 'Archiver un produit : dépublié, masqué, conservé pour les commandes passées' })
  async archive(@Param('id', ProductIdPipe) id: number): Promise<AdminProductResponse> {
    return AdminProductResponse.from(await this.products.archive(id));
  }
}

const toCents = (euros: number) => Math.round(euros * 100);

function changesOf(body: UpdateProductDto): ProductChanges {
  const changes: ProductChanges = {
    name: body.name,
    description: body.description,
    contents: body.contents?.map((c) => c.trim()),
    priceCents: body.price === undefined ? undefined : toCents(body.price),
    category: body.category,
    hasSubscriptionOption: body.hasSubscriptionOption,
    isNew: body.isNew,
    images: body.images,
    stock: body.stock,
    vatRate: body.vatRate,
    shippingWeightGrams: body.shippingWeightGrams,
    published: body.published,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as ProductChanges;
}
