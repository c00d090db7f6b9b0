-- SMTP + IMAP mailboxes (Outlook / Microsoft 365, any IMAP host) beside Gmail's.
-- `mail_servers`: hosts, ports, TLS mode, user names, sign-in method (sequencer/mail_servers.py), no secret.
-- `mail_password`: the sealed password for auth 'password' (XOAUTH2 keeps its refresh token, sealed, in
-- oauth_refresh_token as Gmail does).
ALTER TABLE mailboxes
    ADD COLUMN provider text NOT NULL DEFAULT 'gmail' CHECK (provider IN ('gmail', 'smtp')),
    ADD COLUMN mail_servers jsonb,
    ADD COLUMN mail_password text,
    ADD CONSTRAINT mailboxes_smtp_has_servers CHECK (provider <> 'smtp' OR mail_servers IS NOT NULL);
