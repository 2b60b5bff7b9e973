-- Issue 18: what the server writes itself (news, messages, copy-trading managers, an IPO's lead broker and
-- venue) reaches each customer in their language, as a broker's CMS delivers it. `texts` holds one entry per
-- language written ('ja', 'zh-CN', 'en'), each an object with the row's own fields in camelCase:
--   news      {"en": {"title": …, "summary": …, "bodyHtml": …}}
--   messages  {"en": {"title": …, "bodyHtml": …}}
--   follow_products  {"en": {"originator": …}}
--   ipos      {"en": {"leadBroker": …, "exchange": …}}
-- The plain columns stay the text of record and answer every language `texts` lacks.
ALTER TABLE news ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE messages ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE follow_products ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE ipos ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb;
