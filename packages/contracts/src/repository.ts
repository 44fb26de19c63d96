import { z } from 'zod';
import {
  nullableHttpUrlSchema,
  nullableTextSchema,
  requiredText,
  timestampSchema,
  uidSchema,
  uuidSchema,
} from './common';
import { imageFileSchema } from './files';
import { messages } from './messages';

/** Shared body fields of a repository tool or material (POST and PATCH take the same body). */
function repositoryItemInputSchema(nameMessage: string) {
  return z.object({
    name: requiredText(nameMessage),
    specification: nullableTextSchema,
    purchase_link: nullableHttpUrlSchema,
    image_path: nullableTextSchema,
  });
}

/** POST/PATCH /users/{uid}/tools[/{tool_id}] body. */
export const toolInputSchema = repositoryItemInputSchema(messages.repository.toolNameRequired);
export type ToolInput = z.input<typeof toolInputSchema>;
export type ToolData = z.output<typeof toolInputSchema>;

/** POST/PATCH /users/{uid}/materials[/{material_id}] body. */
export const materialInputSchema = repositoryItemInputSchema(
  messages.repository.materialNameRequired,
);
export type MaterialInput = z.input<typeof materialInputSchema>;
export type MaterialData = z.output<typeof materialInputSchema>;

const repositoryItemFields = {
  name: z.string(),
  specification: z.string().nullable(),
  purchase_link: z.string().nullable(),
  image_file: imageFileSchema.nullable(),
  image_path: z.string().nullable(),
  created_at: timestampSchema,
};

/** A tool in a user's repository, as returned by the server. */
export const toolSchema = z.object({ tool_id: uuidSchema, ...repositoryItemFields });
export type Tool = z.infer<typeof toolSchema>;

/** A material in a user's repository, as returned by the server. */
export const materialSchema = z.object({ material_id: uuidSchema, ...repositoryItemFields });
export type Material = z.infer<typeof materialSchema>;

/** GET /users/{uid}/tools */
export const toolListSchema = z.array(toolSchema);
export type ToolList = z.infer<typeof toolListSchema>;

/** GET /users/{uid}/materials */
export const materialListSchema = z.array(materialSchema);
export type MaterialList = z.infer<typeof materialListSchema>;

/** Path params of the PATCH / DELETE calls. */
export const toolParamsSchema = z.object({ uid: uidSchema, tool_id: uuidSchema });
export type ToolParams = z.infer<typeof toolParamsSchema>;
export const materialParamsSchema = z.object({ uid: uidSchema, material_id: uuidSchema });
export type MaterialParams = z.infer<typeof materialParamsSchema>;
