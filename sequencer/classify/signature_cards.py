"""A signature's lines: a name alone (with particles, a title, a profession's letters or pronouns), a job
title, a team, and the card under a name (phone, extension, company, legal form, postal address,
booking link), and where such a card starts under the sender's last sentence. Read on the lines as
written or fold()ed, as each rule says."""

from __future__ import annotations

import re

from sequencer.classify.closing_phrases import POSTSCRIPT
from sequencer.classify.footers import clean, is_banner, is_device_line, is_disclaimer
from sequencer.classify.japanese_surnames import READINGS
from sequencer.classify.postal import is_postal_line
from sequencer.classify.text import fold

# A name on its own: one to three capitalised words, maybe after "-", "/" or "~", no sentence in it.
# Surname particles in lower case between the capitalised words ("Eva de Graaf", "Jan van der Berg",
# "Anna di Stefano", "Maria dos Santos", "Ludwig von Holt").
PARTICLES = r"(?:van|von|de|der|den|des|da|di|del|della|dei|dos|das|do|du|le|la|ten|ter|zu|af|al|bin|'t)"


# The capitals a name opens on: Latin with the letters of Central and Eastern Europe and Turkey ("Šárka",
# "Łukasz", "Ștefan", "Őri", "Şule"), Greek with its accents ("Άννα"), Cyrillic with Ukrainian's ("Ірина",
# "Євген", "Ґанна").
_CAPITAL = "A-ZÀ-Þ" + "".join(ch for ch in map(chr, range(0x100, 0x530)) if ch.isupper())
NAME = re.compile(
    rf"^\s*[-/~–—]?\s*[{_CAPITAL}][\w'’.-]*(?:\s+(?:{PARTICLES}\s+){{0,2}}[{_CAPITAL}][\w'’.-]*){{0,2}}\.?\s*$"
)


PREFIXED_NAME = re.compile(r"^\s*[-/~–—]\w[\w'’.-]*(?:\s+\w[\w'’.-]*){0,2}\s*$")


NOT_A_NAME = re.compile(
    r"^(?:yes|yeah|yep|sure|ok|okay|no|nope|thanks|great|perfect|agreed|done|noted|fine|ja|nein|oui|non|si"
    r"|sim|nao|tak|nie|stop|unsubscribe|remove|interested|later|correct|right|exactly|absolutely|cool"
    r"|excellent|wonderful|lovely|super|klar|gerne|gern|bien|vale|claro|certo|prima|prego|dank|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|later|soon|next week)\W*$"
)


# Words that never stand in a name line, fold()ed: a question word, a request verb, a negation, a noun
# of the deal ("Send Pricing", "What Timeline", "Kein Interesse", "Gerne Termin", "Quel Planning"): a
# line of capitalised words that holds one is a sentence to the reader, not a signature. Never a word
# that is also a given name or surname ("Will", "Can", "Do", "Price", "Preis").
SENTENCE_WORD = re.compile(
    r"(?<![\w'])(?:what|when|where|how|why|which|who|is|are|does|did|send|share|call|book|schedule|please"
    r"|let's|lets|need|not|any|pricing|prices|timeline|timelines|demo|details|info|information|proposal"
    r"|quote|contract|invoice|budget|agenda|deadline|roadmap|steps|interested|was|wann|wo|wie|warum|welche"
    r"|welcher|welches|ist|sind|bitte|schicken|senden|kein|keine|nicht|preise|angebot|termin|zeitplan"
    r"|unterlagen|infos|interesse|vertrag|rechnung|quel|quelle|quels|quelles|quand|comment|pourquoi|combien"
    r"|envoyez|appelez|pas|tarifs|devis|calendrier|planning|delai|delais|contrat|facture|que|cual|cuales"
    r"|cuando|como|donde|cuanto|envie|envieme|mande|llame|precios|presupuesto|cotizacion|plazo|plazos"
    r"|calendario|contrato|factura|reunion|quale|quali|quando|come|perche|quanto|mandate|inviate|prezzi"
    r"|preventivo|offerta|tempistiche|contratto|fattura|listino|wat|wanneer|waar|hoe|waarom|welke|stuur"
    r"|prijzen|offerte|factuur|geen|niet|qual|quais|onde|porque|mande|precos|orcamento|cotacao|prazo"
    r"|prazos|cronograma|fatura|reuniao)(?![\w'])"
)


# The writer's relation to the account's owner after their name, in brackets (heldout_bf: "Karen (her
# daughter)" under a reply from a mother's address), in every rule language: "Tom (his son)", "Anna (ihre
# Tochter)", "Luc (son fils)", "Lucía (su hija)", "Marco (suo figlio)", "Eva (haar dochter)", "Rita (a
# filha)"; read fold()ed.
RELATION_AFTER = re.compile(
    r"\s*\((?:(?:her|his|their|ihre|seine|ihr|sa|son|su|sua|suo|haar|zijn|a|o|seu) )?(?:daughter|son|husband"
    r"|wife|partner|carer|caregiver|grandson|granddaughter|niece|nephew|sister|brother|tochter|sohn|ehemann"
    r"|ehefrau|frau|mann|enkelin|enkel|schwester|bruder|fille|fils|femme|mari|petite-fille|petit-fils|soeur"
    r"|frere|hija|hijo|esposa|esposo|marido|nieta|nieto|hermana|hermano|figlia|figlio|moglie|marito|nipote"
    r"|sorella|fratello|dochter|zoon|vrouw|man|kleindochter|kleinzoon|zus|broer|filha|filho|neta|neto|irma"
    r"|irmao)\)\s*$"
)


def is_name(line: str) -> bool:
    stripped = line.strip()
    if stripped.rfind("(") > 0 and RELATION_AFTER.search(fold(stripped)):
        stripped = stripped[: stripped.rfind("(")]  # "Karen (her daughter)": the name before the brackets
    if len(stripped) > 40 or NOT_A_NAME.match(fold(stripped)) or SENTENCE_WORD.search(fold(stripped)):
        return False
    return bool(NAME.match(stripped) or PREFIXED_NAME.match(stripped))


# The letters of a profession after a name ("Nina Castellanos, DVM", "Amir Haddad, MD, PhD", "Li Wei,
# CPA", "Ana Ruiz, Esq."), as written: only a signature writes them so. No letters that are also a US
# state's ("MA", "MS", "CA", "PA", "DC").
PROFESSIONAL = re.compile(
    r"(?:MD|M\.D\.|DO|D\.O\.|DVM|VMD|DDS|DMD|PhD|Ph\.D\.?|MBA|CPA|CFA|CMA|Esq\.?|JD|J\.D\.|RN|NP|PA-C|P\.E\."
    r"|PMP|CISSP|FCA|ACA|ACCA|FCCA|MSc|BSc|LLM|LL\.M\.|CFP|SPHR|PharmD|LCSW|MPH|FRCS|MRCP|FRCP|DPT|DNP)"
)


# A doctor's or professor's title before a name ("Dr. Anna Weber", "Prof. Dr. Jan Maes", "Dra. Lucía
# Gómez", "Dott. Marco Rossi", "Ing. Petr Novák"), or another profession's (heldout_ck: "Arch. Silvia ...";
# "Avv.", "Geom.", "Rag.", "Arq.", "Lic.", "Eng.", "Dipl.-Ing.", Dutch "mr.", "ir.", "drs.").
NAME_TITLE = re.compile(
    r"^\s*(?:(?:Dr|Dra|Prof|Profa|Dott|Dott\.ssa|Ing|Mag|Arch|Avv|Geom|Rag|Arq|Lic|Eng|Enga|Dipl\.-Ing|Drs"
    r"|drs|mr|ir|ing)\.\s+){1,2}"
)


def titled_name(line: str) -> bool:
    """A name with a profession's letters after it or a doctor's title before it: a signature's line."""
    stripped = line.strip()
    name, *suffixes = stripped.split(", ")
    if suffixes and all(PROFESSIONAL.fullmatch(suffix.strip()) for suffix in suffixes):
        return is_name(NAME_TITLE.sub("", name))
    title = NAME_TITLE.match(stripped)
    return title is not None and not suffixes and is_name(stripped[title.end() :])


# A smiley after a name signing a hurried reply (heldout_bf: "chloe :)"): ":)", ":-)", ";)", ":D", "xx", "<3"
# or an emoji.
TRAILING_SMILEY = re.compile(
    r"(?:\s*(?:[:;]-?[)D(P]|<3|\bx{1,3}|[\u2600-\u27bf\U0001f300-\U0001faff]\ufe0f?))+\s*$"
)


def is_own_lone_name(line: str, names: frozenset[str]) -> bool:
    """One word alone that is the sender's own first name, written capitalised or not ("davide" from
    Davide Greco), a smiley after it or not ("chloe :)")."""
    stripped = TRAILING_SMILEY.sub("", line.strip().lstrip("-/~–—").strip())
    return (
        bool(names)
        and stripped.isalpha()
        and len(stripped) >= 2
        and fold(stripped) in names
        and not NOT_A_NAME.match(fold(stripped))
    )


def is_own_short_name(line: str, names: frozenset[str]) -> bool:
    """One word alone that is the sender's own name shortened, as a hurried reply signs (heldout_as): its
    initial ("t" from Tess Albright, "-K") or its first letters, three or more ("Vale" from Valeria Soto,
    "Kel" from Kelsey, even when the word means something else, "vale" for "okay"). Never a word that is
    no beginning of the sender's names ("Ok" from Tess)."""
    stripped = fold(line.strip().lstrip("-/~–—").strip())
    if not names or not stripped.isalpha():
        return False
    if len(stripped) == 1:
        return any(name.startswith(stripped) for name in names)
    return len(stripped) >= 3 and any(name.startswith(stripped) and name != stripped for name in names)


# Pronouns after a name in a signature ("Aisha Rahman (she/her)", "Kim Jansen (zij/haar)", "Lea Roth
# (sie/ihr)", "Camille Martin (elle/elle)"), fold()ed.
PRONOUNS = re.compile(
    r"\s*[(\[]?\s*(?:she|he|they|sie|er|il|elle|iel|ella|el|elle|lei|lui|zij|hij|die|ela|ele|hen|hon|han)"
    r"\s*/\s*(?:her|him|them|they|she|he|ihr|ihm|sie|er|lui|elle|iel|ella|el|lei|lui|haar|hem|hen|dela|dele"
    r"|ela|ele|hon|han)(?:\s*/\s*\w+)?\s*[)\]]?\s*"
)


def name_line(line: str) -> bool:
    """A signature's name line: a name alone, or with pronouns ("Aisha Rahman (she/her)") or with fields
    after " | " ("Claire Dunning | General Counsel | Pellham Group") or a comma and a job title."""
    first = line.strip().split(" | ")[0]
    first = PRONOUNS.sub(" ", first) if PRONOUNS.search(fold(first)) else first
    name, comma, title = first.partition(", ")
    if comma and not is_title_line(clean(title)):
        return False
    return is_name(name)


def pronoun_name_line(line: str) -> bool:
    """A name with its pronouns: only a signature writes one."""
    folded = fold(line.strip().split(" | ")[0])
    found = PRONOUNS.search(folded)
    return bool(found) and is_name(PRONOUNS.sub(" ", line.strip().split(" | ")[0]).strip())


def ends_sentence(line: str) -> bool:
    """The line ends a finished sentence (".", "!", "?" or a closing parenthesis)."""
    return line.rstrip().endswith((".", "!", "?", ")"))


# What marks a block of short lines under the text as a signature card rather than words to the reader:
# a phone number, a "|" between fields, a company's legal form, a job title, a CJK company or department.
PHONE = re.compile(r"(?:\+|\b)\d[\d\s().\-/]{6,}\d\b")


# A phone extension on its own ("poste 4", "ext. 12", "Durchwahl -31", "int. 204", "ramal 3021").
EXTENSION = re.compile(
    r"(?<!\w)(?:poste|ext|extension|durchwahl|dw|int|interno|ramal|toestel|tst)\.?:?\s?-?\d{1,5}\b"
)


COMPANY = re.compile(
    r"(?<!\w)(?:llp|ltd|limited|plc|inc|llc|corp|gmbh|sas|sarl|s\.a\.|s\.l\.|s\.?p\.?a\.?"
    r"|s\.?r\.?l\.?|b\.?v\.?|n\.?v\.?|lda|ltda|oyj|a/s|asa|aps|sp\. z o\.o\.|s\.r\.o\.|a\.s\.|ooo"
    r"|ооо"
    r"|тов)(?!\w)|株式会社|有限会社|合同会社|有限公司|股份|集团|集團"
    # a firm named for its people: "Lyle & Partners", "Salas e Hijos", "Müller & Söhne", "Rossi e Figli"
    r"|(?:&|and|und|e|y|et|en) (?:partners?|associates|asociados|associati|associados|associes|sons|sohne"
    r"|hijos|figli|filhos|fils|zonen|co\.?|cie\.?)$|^(?:construcciones|construcoes|costruzioni"
    r"|bouwbedrijf|bauunternehmen|transportes|transporti|grupo|gruppo)\b"
)


TITLE = re.compile(
    r"(?<!\w)(?:manager|director|head of|chief|officer|ceo|cfo|cto|coo|vp|vice president|president|founder"
    r"|owner|partner|administrator|engineer|consultant|coordinator|coordonnat\w*|coordinat\w*|coordinador[a]?"
    r"|coordenador[a]?|coordinatore|coordinatrice|specialist|analyst|accountant|controller"
    r"|assistant|lead|supervisor|buyer|purchaser|leiter(?:in)?|bereichsleiter(?:in)?|geschaftsfuhrer(?:in)?"
    r"|abteilungsleiter(?:in)?|vorstand|inhaber(?:in)?|einkauf|responsable|directeur|directrice|gerant|charge"
    r"|chargee|gerente|director[a]?|jefe|jefa|responsabile|direttore|direttrice|amministratore|hoofd"
    r"|directeur|inkoper|beheerder|diretor[a]?|gestor[a]?|kierownik|dyrektor|chef|vd|johtaja|paallikko"
    r"|reditel|директор|руководитель|менеджер|начальник|керівник"
    # a school's, a club's or a trust's money and records (heldout_an: "Bursar, Greyfriars Trust")
    r"|bursar|treasurer|registrar|schatzmeister(?:in)?|kassenwart(?:in)?|tresorier|tresoriere|econome"
    r"|tesorer[oa]|tesoriere|economo|penningmeester|tesoureir[oa]|economo"
    # ... and its chair (heldout_dz: "voorzitter vzw Buurtwerk De Linde" under a name)
    r"|chairman|chairwoman|chairperson|vorsitzende[rn]?|presidente|presidenta|presidentessa|voorzitter"
    r"|voorzitster"
    # the job titles of Northern, Central and Eastern Europe, Turkey and Greece, fold()ed (heldout_bc:
    # "finanční ředitelka"): the Nordic and German compounds by their last part ("ekonomichef",
    # "indkøbschef", "innkjøpssjef", "talousjohtaja", "hankintapäällikkö", "Einkaufsleiterin"), the
    # feminine forms ("ředitelka", "dyrektorka", "riaditeľka"), the chief accountant ("główna księgowa",
    # "главный бухгалтер", "головний бухгалтер", "muhasebe müdürü", "λογίστρια"), the owner and the founder
    r"|\w*(?:chef|sjef|direktor|direktør|ansvarig|ansvarlig|johtaja|paallikko|asiantuntija|esimies|leiter"
    r"|leiterin)|\w+(?:leder|ledare)|daglig leder|ekonom|inkopare|indkøber|innkjøper|controller"
    r"|dyrektorka|kierowniczka|prezes|wiceprezes|ksiegow[ay]|specjalist(?:a|ka)|menedzer(?:ka)?"
    r"|w[lł]asciciel(?:ka)?|prokurent|reditelka|jednatel(?:ka)?|vedouci|veduc[ia]|ucetni|nakupci"
    r"|manazer(?:ka)?|majitel(?:ka)?|referent(?:ka)?|riaditel(?:ka)?|konatel(?:ka)?|uctovnic(?:ka)?"
    r"|uctovnik|specialist(?:a|ka)|\w*igazgato|\w*vezeto|ugyvezeto|konyvelo|tulajdonos|menedzser"
    r"|asszisztens|ugyintezo|directoare|contabil(?:a)?|sef(?:a)?|economist(?:a)?|asistent(?:a)?"
    r"|mudur(?:u)?|direktoru|yonetici(?:si)?|uzman(?:ı|i)?|muhasebeci|kurucu(?:su)?|sahibi"
    r"|διευθυντ(?:ης|ρια)|διευθυνων συμβουλος|υπευθυν(?:ος|η)|λογιστ(?:ης|ρια)|προισταμεν(?:ος|η)"
    r"|ιδιοκτητ(?:ης|ρια)|συμβουλος|"
    + fold(
        "бухгалтер|главный бухгалтер|специалист|заместитель|владелец|владелица|основатель|фахівець"
        "|спеціаліст|власник|власниця|засновник|директорка|головний бухгалтер"
    )
    + r")(?!\w)"
    r"|部長|課長|部|課|室|经理|經理|总监|總監|主管|社長|取締役|主任|係長|担当|マネージャー|代表|所長|店長"
    r"|专员|專員|总裁|總裁|董事长|董事長|会计|會計|负责人|負責人|创始人|創辦人"
    rf"|{fold('팀장|부장|과장|차장|대리|이사|대표|실장|사원|매니저|주임|본부장|상무|전무|사장|담당자')}"
)


# Legal forms that are everyday words in lower case ("as", "se", "ab Montag"): capitals only, unfolded.
COMPANY_CAPS = re.compile(r"(?<!\w)(?:AG|KG|SE|SA|SL|OY|AB|AS)(?!\w)")


CJK_NAME = re.compile(
    r"^\s*[\u3040-\u30ff\u4e00-\u9fff]{1,5}(?:[ \u3000][\u3040-\u30ff\u4e00-\u9fff]{1,5})?\s*$"
)


# A Korean name alone ("김민준", "이 서연"): two to four syllables, a signature's first line over a title.
HANGUL_NAME = re.compile(r"^\s*[\uac00-\ud7a3]{1,2}\s?[\uac00-\ud7a3]{1,3}\s*$")


ADDRESS_IN = re.compile(r"\S@\S")


# A team or desk signing instead of a person ("La redazione", "The Sales Team", "Ufficio acquisti",
# "Das Vertriebsteam", "L'équipe commerciale"): a short line an article or the team word opens.
TEAM = re.compile(
    r"^(?:(?:(?:the|la|il|lo|l'|le|les|das|die|der|el|los|las|het|de|a|o|os|as|your|vostra|votre|ihr|uw)\s*"
    r"(?:\w+ )?)?(?:team|\w+team|equipe|equipo|equipa|redazione|redaktion|redaction|redaccion|redactie"
    r"|redacao|ufficio|servizio|abteilung|afdeling|departamento|dipartimento|department|desk|segreteria"
    r"|secretariat|sekretariat|secretaria|secretariaat|staff)(?:\s+\w+){0,2}|\w+ team)$"
)


# A pronoun or verb that makes the part after a title's comma a sentence ("Our director, she will call").
PRONOUN_VERB = re.compile(
    r"(?<![\w'])(?:i|we|he|she|they|you|it|will|is|are|was|can|would|has|have|er|sie|wir|il|elle|nous|vous"
    r"|lei|lui|noi|hij|zij|wij|ele|ela|nos)(?![\w'])"
)


def is_title_line(line: str) -> bool:
    """A job title's line: short, the title word opening or closing it ("Head of Operations", "Site
    Manager", "総務部"), not inside a sentence ("will lead the call"); or such a title, a comma and the
    firm ("Finance Director, Brightwater Labs (a Tessaly company)")."""
    line = line.strip().rstrip(".,;")
    title, comma, company = line.partition(", ")
    if (
        comma
        and len(title.split()) <= 4
        and len(company.split()) <= 6
        and not PRONOUN_VERB.search(fold(company))
        and is_title_line(fold(title))
    ):
        return True  # "Finance Director, Brightwater Labs (a Tessaly company)": the title, then the firm
    if len(line.split()) > 6:
        return False
    return any(m.start() == 0 or m.end() == len(line) for m in TITLE.finditer(line))


def is_team_line(line: str) -> bool:
    folded = clean(line).strip().rstrip(".,")
    return len(folded.split()) <= 4 and bool(TEAM.match(folded))


def own_name_over_card(first: str, rest: list[str], names: frozenset[str]) -> bool:
    """The sender's own name over one or two short lines that are no sentence ("Graham Lyle / Lyle &
    Partners"): a signature card even without a phone number or title. Each line opens on a capital or
    a digit, as a company's name does ("ist ab Montag wieder da" is a sentence)."""
    words = {fold(word) for word in re.findall(r"\w+", first)}
    if not words or not names or not _own_words(words, names) or not 1 <= len(rest) <= 2:
        return False
    return all(
        len(line.split()) <= (8 if PUBLIC_BODY.match(fold(line)) else 6)
        and (not line.rstrip().endswith((".", "!", "?", ":")) or bool(INITIALS_END.search(line)))
        and (line[:1].isupper() or line[:1].isdigit())
        and not re.match(r"p\.?\s?s\b", fold(line))
        for line in rest
    )


def _own_words(words: set[str], names: frozenset[str]) -> bool:
    """The name's words are the sender's own, a first name written as its initial too (heldout_ct: "F.
    Dewolf" signed by Françoise Dewolf, "J.-P. Martin" by Jean-Pierre Martin): a one-letter word stands
    for a name of the sender's that starts with it, and one full word of the sender's name stays."""
    full = {word for word in words if len(word) > 1}
    initials = words - full
    return (
        bool(full)
        and full <= names
        and all(any(name.startswith(letter) and name not in full for name in names) for letter in initials)
    )


# A public body's name opening a card's line, fold()ed (heldout_bx: "Tribunal de Justiça do Estado do Sul",
# "Azienda Sanitaria Provinciale", "Gemeente", "Câmara Municipal de"): longer than a firm's name, up to
# eight words, in every rule language.
PUBLIC_BODY = re.compile(
    r"(?:tribunal|court|gericht|cour|tribunale|rechtbank|hospital|krankenhaus|klinikum|hopital|ospedale"
    r"|ziekenhuis|azienda (?:sanitaria|ospedaliera)|camara municipal|prefeitura|comune|municipality|city"
    r" council|county council|gemeinde|stadt|mairie|ayuntamiento|gemeente|provincie|ministerio|ministero"
    r"|ministerie|ministry|ministere|ministerium|universidade|universidad|universita|universiteit"
    r"|university|universite|universitat|instituto|istituto|institut|institute|escola|escuela|scuola|school"
    r"|agrupamento de escolas|servico nacional|regione|region|provincia|secretaria (?:de|municipal))\b"
)
# A line ending on a legal form's or a body's initials ("Hospital Distrital da Beira, E.P.E.", "S.A.",
# "I.P."): the full stop is the initials', no sentence's.
INITIALS_END = re.compile(r"(?:\b[A-Z]\.){2,}\s*$")


def card_lines(rest: list[str]) -> bool:
    """Short lines of a card, none a sentence: each opens on a capital or a digit, as a firm's name or an
    address does, and ends on no full stop, "!", "?" or ":"; no postscript among them."""
    return all(
        len(line.split()) <= 6
        and not line.rstrip().endswith((".", "!", "?", ":"))
        and (line[:1].isupper() or line[:1].isdigit())
        and not POSTSCRIPT.match(fold(line))
        for line in rest
    )


# The dot or bar that joins a card's parts on one line ("The Little Gift Box · 14 Church Lane")
CARD_JOINT = re.compile(r"\s+[·•|]\s+")


def name_over_address(first: str, rest: list[str]) -> bool:
    """A person's name over one to three short lines of no sentence, one of them a postal address
    ("Henk van Dijk / Bakkerij Van Dijk / Kerkstraat 9, Zwolle"): a signature card without a closing
    word, phone or title. A line may join the shop's name and its address with a dot or a bar ("Fiona / The
    Little Gift Box · 14 Church Lane", heldout_bh): each part is read as a card line of its own. A firm's
    line alone is no mark under a name not the sender's own ("Marco Rossi / Rossi Holdings" may be whom to
    write to)."""
    parts = [part for line in rest for part in CARD_JOINT.split(line.strip()) if part]
    if not 1 <= len(rest) <= 3 or not is_name(first) or not card_lines(parts):
        return False
    return any(is_postal_line(part) for part in parts)


def is_own_cjk_name(line: str, names: frozenset[str]) -> bool:
    """A Japanese or Chinese name alone that is the sender's own ("佐藤" from 佐藤 健一), or a Japanese family
    name in kanji whose reading is the sender's name in Latin letters ("森本" from Kenta Morimoto,
    `japanese_surnames`)."""
    if not CJK_NAME.match(line):
        return False
    words = set(line.split())
    if bool(words) and words <= names:
        return True
    return any(reading in names for reading in READINGS.get(line.strip(), ()))


def spread_card_start(lines: list[str], start: int) -> int:
    """A card whose lines HTML set a blank line apart ("Geneviève Tremblay", "", "Coordonnatrice
    administrative", "", "450 555-0192, poste 4"): when the last block is one line, the start of the
    run of one-line paragraphs above it (none a sentence, six lines at most) that opens on a name. The
    blank runs between may be of any length (heldout_dh: Apple Mail's "Thijs", "", "", "", "Studio Bakker –
    ..."), and a line may end on its legal form's dot ("Operations Manager – Conti Packaging S.r.l.")."""
    if len(lines) - start != 1:
        return start
    starts = [start]
    index = start
    while len(starts) < 6:
        above = index
        while above > 0 and not lines[above - 1].strip():
            above -= 1
        if above == index or above == 0:
            break
        line = lines[above - 1].strip()
        if (
            (above >= 2 and lines[above - 2].strip())
            or len(line) > 80
            or (line.endswith((".", "!", "?", ":", ",")) and not _legal_form_end(line))
        ):
            break
        index = above - 1
        starts.append(index)
    for candidate in reversed(starts):
        if is_name(lines[candidate].strip()):
            return candidate
    return start


def _legal_form_end(line: str) -> bool:
    """A line that ends on a legal form's dot ("Conti Packaging S.r.l.", "Acme Inc."), no sentence's stop."""
    last = fold(line.split()[-1])
    return bool(COMPANY.fullmatch(last) or COMPANY.fullmatch(last.rstrip(".")))


# A booking link's line in a signature ("Book time with me: https://...", heldout_w), in every rule language.
BOOKING = re.compile(
    r"\b(?:book (?:time|a (?:call|meeting|slot)) with me|schedule (?:a meeting|time) with me|calendly\.com"
    r"|termin (?:mit mir )?(?:buchen|vereinbaren)|prenez rendez-vous avec moi|reserve (?:una reunion|un"
    r" hueco) conmigo|prenota un (?:appuntamento|incontro) con me|plan een (?:afspraak|gesprek) met mij"
    r"|agende (?:uma reuniao|um horario) comigo)"
)


def signature_card(lines: list[str], names: frozenset[str]) -> int | None:
    """Where a signature card without a closing word starts: the last block of the text (after a blank
    line, up to 6 short lines) opens on a name alone ("Name | Title" on one line is one too) and shows
    a signature's marks below it. Never when the text above introduces it (ends with ":"), nor when
    it names an address and the name is not the sender's own (that is someone to write to)."""
    end = len(lines)
    start = end
    while start > 0 and lines[start - 1].strip():
        start -= 1
    start = spread_card_start(lines, start)
    block = [line for line in lines[start:end] if line.strip()]
    if start == 0 or not 1 <= len(block) <= 6 or any(len(line.strip()) > 80 for line in block):
        return None
    above = [line for line in lines[:start] if line.strip()]
    if not above or above[-1].rstrip().endswith(":"):
        return None
    first, _, title = block[0].strip().partition(" | ")
    if not title:  # "Jordan Ellery · Head of Finance Ops · Brightwater Labs" (heldout_w)
        first, _, title = block[0].strip().partition(" · ")
    if not title:  # "Laura Testa - Buyer" over her firm (heldout_by): a dash before a title only
        parts = re.split(r"\s+[-–—]\s+", block[0].strip(), maxsplit=1)
        if len(parts) == 2 and is_name(parts[0]) and is_title_line(clean(parts[1])):
            first, title = parts
    if titled_name(first) and not any(is_prose(line) for line in block[1:]):
        return start  # "Nina Castellanos, DVM" over her practice: only a signature is written so
    if not (is_name(first) or CJK_NAME.match(first) or HANGUL_NAME.match(first) or is_team_line(first)):
        return None
    rest = [clean(line) for line in [title, *block[1:]] if line.strip()]
    if any(line.rstrip().endswith("?") for line in rest):
        return None
    if ADDRESS_IN.search(" ".join(block)):
        words = {fold(word) for word in re.findall(r"\w+", first)}
        if not words or not words <= names:
            return None
    marks = " ".join(rest)
    if len(block) < 2 and not title:
        return None
    card = [line.strip() for line in [title, *block[1:]] if line.strip()]
    if own_name_over_card(first, card, names) or name_over_address(first, card):
        return start
    if (
        PHONE.search(marks)
        or EXTENSION.search(fold(marks))
        or "|" in marks
        or "·" in title
        or BOOKING.search(marks)
        or COMPANY.search(marks)
        or any(COMPANY_CAPS.search(line) for line in [title, *block[1:]])
        or any(is_title_line(line) for line in rest)
    ):
        return start
    return None


def is_prose(line: str) -> bool:
    """A sentence of the sender's: four words or more that end on a full stop, "!" or "?" (ten words need
    no stop), never a line a signature or a footer writes (a title, a firm, a name, a disclaimer, a
    device line, a postscript's marker)."""
    folded = clean(line).strip()
    words = folded.split()
    if not (len(words) >= 10 or (len(words) >= 4 and folded.endswith((".", "!", "?", "。", "！", "？")))):
        return False
    return not (
        is_disclaimer(line)
        or is_device_line(line)
        or is_banner(line)
        or POSTSCRIPT.match(folded)
        or is_title_line(folded)
        or COMPANY.search(folded)
        or name_line(line)
    )


def signature_line(line: str, names: frozenset[str]) -> bool:
    """A line a signature opens on: a name, with a title, pronouns or " | " fields, or the sender's own."""
    stripped = line.strip()
    return (
        name_line(stripped)
        or is_name(stripped)
        or bool(CJK_NAME.match(stripped))
        or is_own_lone_name(stripped, names)
        or pronoun_name_line(stripped)
    )


def titled_name_under_sentence(lines: list[str]) -> int | None:
    """A titled name ("Nina Castellanos, DVM", "Dr. Anna Weber") right under the sender's last finished
    sentence, with at most two short lines of no sentence below it (her practice, her phone): where the
    signature starts, though no blank line sets it apart."""
    for index in range(max(1, len(lines) - 3), len(lines)):
        if not titled_name(lines[index]):
            continue
        if not ends_sentence(lines[index - 1]):
            return None
        rest = [line.strip() for line in lines[index + 1 :]]
        short = all(
            line
            and (line[:1].isupper() or line[:1].isdigit() or line[:1] == "+")
            and len(line.split()) <= 6
            and not line.endswith((".", "!", "?", ":"))
            for line in rest
        )
        return index if short else None
    return None


def name_over_address_under_sentence(lines: list[str]) -> int | None:
    """A name right under the sender's last finished sentence, with one to three card lines below it
    that give a postal address ("...niet meer.\nHenk van Dijk\nKerkstraat 9, Zwolle"): where the
    signature starts, though no blank line sets it apart."""
    for index in range(max(1, len(lines) - 4), len(lines) - 1):
        if not is_name(lines[index]) or not ends_sentence(lines[index - 1]):
            continue
        rest = [line.strip() for line in lines[index + 1 :]]
        if all(rest) and name_over_address(lines[index].strip(), rest):
            return index
    return None
