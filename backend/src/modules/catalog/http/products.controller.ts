import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, ApiErrors, PATH_REFUSAL } from '../../../shared/http/error-response.js';
import { GetProductService } from '../application/get-product.service.js';
import { ListProductsService } from '../application/list-products.service.js';
import { catalogQueryKey } from '../domain/catalog-query.js';
import { ListProductsQuery } from './list-products.query.js';
import { ProductIdPipe } from './product-id.pipe.js';
import { ProductListResponse, ProductResponse } from './product.response.js';

const MAX_CACHED_RESPONSES = 500;

@ApiTags('catalogue')
@Controller('products')
export class ProductsController {
  /** Serialised listings per normalised query, for the current catalogue version. */
  private readonly listCache = new Map<string, string>();
  private cachedVersion = -1;

  constructor(
    private readonly listProducts: ListProductsService,
    private readonly getProduct: GetProductService,
  ) {}

  @Get()
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Liste des box : filtres, tri, pagination et recherche' })
  @ApiOkResponse({ type: ProductListResponse })
  @ApiErrors(400)
  async list(@Query() query: ListProductsQuery): Promise<string> {
    const key = catalogQueryKey(query);
    const version = await this.listProducts.currentVersion();
    if (version !== this.cachedVersion) {
      this.listCache.clear();
      this.cachedVersion = version;
    }
    const cached = this.listCache.get(key);
    if (cached !== undefined) return cached;

    const listing = await this.listProducts.execute(query);
    const json = JSON.stringify(ProductListResponse.from(listing.page));
    if (listing.version === this.cachedVersion) {
      if (this.listCache.size >= MAX_CACHED_RESPONSES) this.listCache.clear();
      this.listCache.set(key, json);
    }
    return json;
  }

  @Get(':id')
  @ApiOperation({ summary: "Détail d'une box" })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: ProductResponse })
  @ApiErrorResponses({ 400: PATH_REFUSAL, 404: 'PRODUCT_NOT_FOUND : identifiant inconnu ou non numérique' })
  async findOne(@Param('id', ProductIdPipe) id: number): Promise<ProductResponse> {
    return ProductResponse.from(await this.getProduct.execute(id));
  }
}
