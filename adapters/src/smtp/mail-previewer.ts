import type {
  MailPreviewer,
  MailTemplate,
  RenderedMailPreview,
  TenantConfigurationRepository,
} from '@bequest/application';
import { renderMail } from './mail-templates';

/** A template rendered exactly as the mail job renders it, in the tenant's name, sent nowhere. */
export class TemplateMailPreviewer implements MailPreviewer {
  constructor(private readonly configurations: TenantConfigurationRepository) {}

  async render(
    template: MailTemplate,
    tenantId: string,
    values: Readonly<Record<string, string>>,
  ): Promise<RenderedMailPreview | null> {
    const configuration = await this.configurations.findById(tenantId);
    if (!configuration) return null;
    const { subject, text, html } = renderMail(template, values, configuration);
    return { subject, text, html };
  }
}
