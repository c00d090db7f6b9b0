"""Which SMTP command a rejection answered, as the report tells it.

A dead address is refused at `RCPT TO`. The same words ("550 User unknown") given in answer to
`DATA`, after the receiver had accepted the recipient, come from a content or sender filter (many
filter appliances and Japanese mobile carriers answer so): the address was fine. And a refusal at
`MAIL FROM` is about our sender. Reports say it in several ways:

- Postfix: "said: 550 ... (in reply to RCPT TO command)" / "(in reply to end of DATA command)";
- Exim: "SMTP error from remote mail server after RCPT TO:<x>:" / "after end of data:";
- Sendmail and others: a transcript, ">>> DATA" then "<<< 550 ..."; MDaemon's session transcript the
  same with arrows and a time stamp on each line ("13:58:41.544: --> DATA", "... <-- 550 ...");
- qmail-remote: "does not like recipient" (RCPT), "does not like sender" and "Connected to ... but
  sender was rejected" (MAIL), "failed on DATA command" and "failed after I sent the message" (DATA),
  "but greeting failed" (CONNECT); elsewhere "sender was rejected by the remote host" (MAIL);
- prose: "after DATA", "at DATA", "after message data was received"; a labelled field ("SMTP
  command: DATA", a filter appliance's "-------SMTP command" section);
- a labelled exchange (hMailServer and others): "hMailServer sent: ." / "sent: RCPT TO:<x>", then
  "Remote server replied: 550 ...";
- other languages: "ответил на команду RCPT TO", "en réponse à la commande RCPT TO", "después del
  comando DATA", "als Antwort auf RCPT TO"; Japanese and Chinese write the command name beside a
  particle ("DATA にてエラー", "RCPT TO に対して", "在接收邮件内容（DATA）后拒绝");
- a refusal at the greeting (Exim "after initial connection", Postfix "refused to talk to me", "in
  reply to greeting"): `CONNECT`, before any address or content was sent, so about our sending host.

A server that answers "550 : User unknown", with an empty slot where it names the recipient, is
answering the message (DATA), not an address: mobile carriers' filters answer so.

With PIPELINING a client sends `RCPT` and `DATA` together and the transcript logs only `>>> DATA`;
the answers still come in order, so a failure after `>>> DATA` that the server follows with
"503 Need RCPT" / "554 no valid recipients" / "503-All RCPT commands were rejected" / "503 Valid RCPT
command must precede DATA" answered the recipient, not the message.

Sendmail's Diagnostic-Code keeps only the first line of a multi-line answer ("421-4.7.28 Gmail has
detected an unusual rate of unsolicited mail originating"); the transcript has all of it ("... from
your IP address ... has been temporarily rate limited"), and the rest says why (`whole_answer`).

A Sendmail transcript also says whose words are whose: the lines `<<< 550 ...` (and the summary's
"(reason: 550 ...)") are the remote server's answer; the line Sendmail writes under them ("550 5.1.1
<x>... User unknown") is its own translation of any refused recipient, whatever the server said
(`remote_words`).
"""

from __future__ import annotations

import re

from sequencer.classify.text import fold

Command = str  # "RCPT", "DATA", "MAIL" or "CONNECT" (refused at the greeting)

_IN_REPLY = re.compile(
    r"(?:in reply to|after|answer to|response to)\s+(?:the\s+)?(?:end of\s+)?(?:message\s+)?"
    r"(rcpt to|rcpt|data|mail from)(?![\w.-])|\bat (data)(?![\w.-])"
    # Russian, French, Spanish, German notices name the command the same way (folded text).
    r"|(?:на команду|в ответ на(?: команду)?|после(?: команды)?|en reponse a(?: la commande)?"
    r"|apres(?: la commande| la fin de)?|en respuesta a(?:l comando)?|despues de(?:l comando)?"
    r"|als antwort auf(?: den befehl| das kommando)?|nach(?: dem befehl| dem kommando)?)\s+"
    r"(rcpt to|rcpt|data|mail from)(?![\w.-])"
)
# Japanese and Chinese notices write the command name beside a particle: "DATA にてエラー" (at DATA),
# "RCPT TO で", "在接收邮件内容（DATA）后拒绝" (refused after DATA). Folded like the text they are read on.
_CJK_COMMAND = re.compile(
    r"(?<![\w.-])(rcpt to|rcpt|data|mail from)(?:\s*" + fold("コマンド") + r")?\s*\)?\s*"
    r"(?:"
    + "|".join(fold(word) for word in ("にて", "で", "の後", "後", "后", "之后", "之後", "に対"))
    + r")"
)
# hMailServer and others label the two sides of the exchange: "hMailServer sent: ." / "sent: RCPT TO:<x>",
# then "Remote server replied: 550 ...".
_SENT_LABEL = re.compile(r"(?m)\bsent:[ \t]*(rcpt to|rcpt|mail from|data|\.)(?=[\s:<]|$)")
_REPLIED = re.compile(r"(?m)\b(?:replied|responded|answered):[ \t]*[45]\d\d\b")
# Refused before any command: at the greeting our sending host was judged, not an address or content.
_CONNECT = re.compile(
    r"after (?:the )?initial connection|in reply to (?:the )?(?:initial )?(?:greeting|banner)"
    r"|refused to talk to me"
)
# qmail-remote names the step it was at: "... does not like recipient." / "... does not like sender.",
# "Connected to 192.0.2.1 but sender was rejected." (MAIL FROM), "... failed on DATA command." /
# "... failed after I sent the message." (the content), "Connected to ... but greeting failed."; and
# other MTAs' "rejected sender" / "sender ... was rejected" with the server's answer under it.
_QMAIL = re.compile(
    r"does not like (recipient|sender)|failed after i sent the (message)|failed on (data) command"
    r"|but (sender) was rejected|(sender) (?:address )?(?:was )?rejected by (?:the )?remote"
    r"|remote (?:host|server) rejected (?:the |our )?(sender)|but (greeting) failed"
)
_QMAIL_COMMAND = {
    "recipient": "RCPT",
    "sender": "MAIL",
    "message": "DATA",
    "data": "DATA",
    "greeting": "CONNECT",
}
_LABELLED = re.compile(r"smtp command\W{0,12}(rcpt|data|mail)(?![\w.-])")
_NO_RECIPIENT = re.compile(
    r"need (?:a )?rcpt|no valid recipients?|no (?:valid )?recipients? (?:given|specified)"
    r"|rcpt (?:first|required)|(?:all )?rcpt commands? (?:were|was) rejected"
    r"|(?:valid )?rcpt(?: to)?:? (?:command )?(?:must precede|before) data"
)
_EMPTY_SLOT = re.compile(r"\b5\d\d(?: \d\.\d{1,3}\.\d{1,3})?(?: ?:)? : ?(?:user unknown|unknown user)")
# A transcript line may open with the time it was logged (MDaemon: " Wed 2026-12-02 13:58:41.544: --> DATA").
_STAMP = r"[ \t]*(?:[\w .,:/-]{0,40}\d:[ \t]+)?"
_REMOTE = re.compile(
    r"(?m)^" + _STAMP + r"(?:(?:<<<|<--)[ \t]*([45]\d\d\b.*?)|\(reason: ([45]\d\d\b.*?)\))[ \t]*$"
)
_SENT = re.compile(r"(?m)^" + _STAMP + r"(?:>>>|-->)[ \t]*(rcpt|data|mail|\.)\b")
_ANSWER_LINE = re.compile(_STAMP + r"(?:<<<|<--)")
_ANSWER = re.compile(r"(?m)^" + _STAMP + r"(?:<<<|<--)[ \t]*[45]\d\d\b")


def answered_command(*texts: str) -> Command | None:
    """The command the first failure answered, from the first text that says so."""
    for text in texts:
        cue = fold(text)
        # Postfix wraps its notice anywhere, also inside "(in reply\n    to end of DATA command)".
        flat = " ".join(cue.split())
        found = _IN_REPLY.search(flat) or _LABELLED.search(flat)
        if found:
            return _name(next(word for word in found.groups() if word))
        qmail = _QMAIL.search(flat)
        if qmail:
            return _QMAIL_COMMAND[next(word for word in qmail.groups() if word)]
        if _EMPTY_SLOT.search(flat):
            return "DATA"
        failure = _ANSWER.search(cue)
        if failure:
            sent = [match.group(1) for match in _SENT.finditer(cue[: failure.start()])]
            if sent:
                return _pipelined(_name(sent[-1]), cue[failure.end() :])
        replied = _REPLIED.search(cue)
        if replied:
            labelled = [match.group(1) for match in _SENT_LABEL.finditer(cue[: replied.start()])]
            if labelled:
                return _name(labelled[-1])
        cjk = _CJK_COMMAND.search(flat)
        if cjk:
            return _name(cjk.group(1))
        if _CONNECT.search(flat):
            return "CONNECT"
    return None


def _pipelined(command: Command, after: str) -> Command:
    """DATA logged, but the server's next answers say no recipient was accepted: the RCPT answer."""
    later = "\n".join(line for line in after.splitlines()[:6] if _ANSWER_LINE.match(line))
    return "RCPT" if command == "DATA" and _NO_RECIPIENT.search(later) else command


def _name(word: str) -> Command:
    if word.startswith("rcpt"):
        return "RCPT"
    if word.startswith("mail"):
        return "MAIL"
    return "DATA"  # data, end of data, ".", the message


def remote_words(text: str) -> str:
    """The remote server's own failure answers in a transcript ("<<< 550 ...", "(reason: 550 ...)"),
    permanent ones when there are any, without the answers that only say no recipient was left."""
    answers = [found.group(1) or found.group(2) for found in _REMOTE.finditer(text)]
    answers = [answer for answer in answers if not _NO_RECIPIENT.search(fold(answer))]
    permanent = [answer for answer in answers if answer.startswith("5")]
    return "\n".join(permanent or answers)


_CONTINUED = re.compile(r"\s*([45]\d\d)-")


def whole_answer(diagnostic: str, transcript: str) -> str:
    """The whole multi-line answer in the transcript whose first line is all the diagnostic kept
    ("421-4.7.28 ..." ending in a continuation line); else the diagnostic as it is."""
    first = _CONTINUED.match(diagnostic)
    if not first:
        return diagnostic
    code = first.group(1)
    answers = [(found.group(1) or found.group(2)).strip() for found in _REMOTE.finditer(transcript)]
    opening = " ".join(diagnostic.split())
    for start, answer in enumerate(answers):
        if " ".join(answer.split()) != opening:
            continue
        lines = [answer]
        for line in answers[start + 1 :]:
            if not line.startswith(code):
                break
            lines.append(line)
            if not line.startswith(f"{code}-"):
                break  # "421 4.7.28 ...": the last line of the answer
        return "\n".join(lines)
    return diagnostic
