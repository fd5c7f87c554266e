import { Body, Delete, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrorResponses, ApiErrors, PATH_REFUSAL } from '../../../shared/http/error-response.js';
import { MessageResponse } from './auth.dto.js';
import {
  AdminUserResponse,
  CreateUserDto,
  ListUsersQuery,
  UpdateUserDto,
  UserListItemResponse,
  UserListResponse,
  UserMutationResponse,
} from './admin-users.dto.js';
import { AdminController, CurrentUser } from './auth.guard.js';
import { CreateUserService } from '../application/create-user.service.js';
import { DEFAULT_USER_LIST_QUERY } from '../domain/user-list.js';
import { DeleteUserService } from '../application/delete-user.service.js';
import { GetUserService } from '../application/get-user.service.js';
import { ListUsersService } from '../application/list-users.service.js';
import { pickAccountDetails, type User } from '../domain/user.js';
import { UpdateUserService } from '../application/update-user.service.js';

/**
 * The back office's user management (docs/design/accounts.md). Administrators only, checked on the current user
 * row (anonymous 401, customer 403); the self and last-administrator rules live in identity's use cases.
 * GET/PUT /users/profile (identity) are static routes and win over /users/:id.
 */
@AdminController('admin/users')
export class AdminUsersController {
  constructor(
    private readonly listUsers: ListUsersService,
    private readonly getUser: GetUserService,
    private readonly createUser: CreateUserService,
    private readonly updateUser: UpdateUserService,
    private readonly deleteUser: DeleteUserService,
  ) {}

  @Get('all')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Utilisateurs : recherche, tri et pagination (10 par page par défaut)' })
  @ApiOkResponse({ type: UserListResponse })
  @ApiErrors(400)
  async list(@Query() query: ListUsersQuery): Promise<UserListResponse> {
    const page = await this.listUsers.execute({
      search: query.search ?? DEFAULT_USER_LIST_QUERY.search,
      sortBy: query.sortBy ?? DEFAULT_USER_LIST_QUERY.sortBy,
      sortOrder: query.sortOrder ?? DEFAULT_USER_LIST_QUERY.sortOrder,
      page: query.page ?? DEFAULT_USER_LIST_QUERY.page,
      limit: query.limit ?? DEFAULT_USER_LIST_QUERY.limit,
    });
    return {
      users: page.users.map((user) => UserListItemResponse.from(user)),
      pagination: page.pagination,
      adminCount: page.adminCount,
    };
  }

  @Post('create')
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Créer un compte (vérifié d’office, administrateur ou non)' })
  @ApiCreatedResponse({ type: UserMutationResponse })
  @ApiErrors(400, { 400: 'PASSWORD_TOO_COMMON', 409: 'Email déjà utilisé (EMAIL_TAKEN)' })
  async create(@CurrentUser() actor: User, @Body() body: CreateUserDto) {
    const user = await this.createUser.execute(actor.id, {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      password: body.password,
      phone: body.phone,
      isAdmin: body.isAdmin,
    });
    return { success: true, message: 'Utilisateur créé avec succès', user: AdminUserResponse.from(user) };
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Un compte (écran de modification)' })
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiErrorResponses({ 400: PATH_REFUSAL, 404: 'USER_NOT_FOUND' })
  async get(@Param('id') id: string): Promise<AdminUserResponse> {
    return AdminUserResponse.from(await this.getUser.execute(id));
  }

  @Put(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Modifier un compte, rôle administrateur compris' })
  @ApiOkResponse({ type: UserMutationResponse })
  @ApiErrors(400, { 400: 'PASSWORD_TOO_COMMON', 404: 'USER_NOT_FOUND', 409: 'EMAIL_TAKEN, SELF_DEMOTION, LAST_ADMIN' })
  async update(@CurrentUser() actor: User, @Param('id') id: string, @Body() body: UpdateUserDto) {
    const result = await this.updateUser.execute(actor.id, id, {
      ...pickAccountDetails(body),
      isAdmin: body.isAdmin,
      password: body.password || undefined,
    });
    return {
      success: true,
      message: 'Utilisateur mis à jour avec succès',
      user: AdminUserResponse.from(result.user),
      ...(result.token ? { token: result.token } : {}),
    };
  }

  @Delete(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Supprimer un compte (jamais le sien, jamais le dernier administrateur)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrorResponses({ 400: PATH_REFUSAL, 404: 'USER_NOT_FOUND', 409: 'SELF_DELETION, LAST_ADMIN' })
  async remove(@CurrentUser() actor: User, @Param('id') id: string) {
    await this.deleteUser.execute(actor.id, id);
    return { success: true, message: 'Utilisateur supprimé avec succès' };
  }
}
