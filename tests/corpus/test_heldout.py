"""The held-out reply sets (tests/corpus/heldout, heldout_b ... heldout_en): each written in one go before it
was ever measured, never tuned to file by file. Own text exact after whitespace folding >= 0.9; intents >=
0.9; unsubscribe precision and recall 1.0 (a missed "remove me" is a compliance failure). First runs: heldout
30/32 own texts, 29/32 intents; heldout_b 32/32 own texts, 29/32 intents; heldout_c 56/62 own texts, 53/62
intents (labels under the rule for unknown languages: `other` unless an unsubscribe, what the reply means kept
in `meaning`), unsubscribe recall 11/13 (see docs/inbound-mail.md); heldout_d 59/62 own texts, 50/62 intents,
unsubscribe precision 9/9 and recall 9/14; heldout_e 65/68 own texts, 59/68 intents, unsubscribe precision
18/19 and recall 18/22; heldout_f 63/66 own texts, 56/66 intents, unsubscribe precision 19/21 and recall
19/22; heldout_g 61/66 own texts, 55/66 intents, unsubscribe precision 18/19 and recall 18/21; heldout_h 56/61
own texts, 51/61 intents, unsubscribe precision 17/17 and recall 17/20 (57/61 intents after its round, 61/61
after the leftovers round, docs/inbound-rounds.md "Leftovers of the earlier sets"); heldout_i 62/64 own texts,
50/64 intents, unsubscribe precision 17/18 and recall 17/18; heldout_j 61/64 own texts, 51/64 intents,
unsubscribe precision 13/15 and recall 13/16; heldout_k 64/64 own texts, 59/64 intents, unsubscribe precision
15/15 and recall 15/16; heldout_l 57/60 own texts, 45/60 intents, unsubscribe precision 10/10 and recall
10/14; heldout_m 58/60 own texts, 48/60 intents, unsubscribe precision 11/11 and recall 11/14; heldout_n 55/56
own texts, 42/56 intents, unsubscribe precision 10/10 and recall 10/13; heldout_o 59/64 own texts, 43/64
intents, unsubscribe precision 11/11 and recall 11/14; heldout_p 56/60 own texts, 49/60 intents, unsubscribe
precision and recall 12/12; heldout_q 55/60 own texts, 57/60 intents (58/60 with one label brought to the
corpus convention afterwards), unsubscribe precision and recall 11/12; heldout_r 53/56 own texts, 53/56
intents, unsubscribe precision and recall 10/10; heldout_s 59/60 own texts, 55/60 intents, unsubscribe
precision 11/13 and recall 11/12; heldout_t (written to sit on the line between a removal and its look-alikes)
60/60 own texts, 40/60 intents, unsubscribe precision 19/25 and recall 19/26; heldout_u 59/60 own texts, 50/60
intents, unsubscribe precision 10/11 and recall 10/10; heldout_v 49/50 own texts, 45/50 intents, unsubscribe
precision and recall 9/9; heldout_w 56/60 own texts, 50/60 intents, unsubscribe precision and recall 10/10;
heldout_x 48/50 own texts, 42/50 intents, unsubscribe precision 7/7 and recall 7/8; heldout_y 60/60 own texts,
48/60 intents, unsubscribe precision 9/10 and recall 9/10; heldout_z 56/56 own texts, 44/56 intents,
unsubscribe precision 8/9 and recall 8/10; heldout_aa 60/60 own texts, 38/60 intents, unsubscribe precision
5/5 and recall 5/12; heldout_ab 56/60 own texts, 49/60 intents, unsubscribe precision 8/8 and recall 8/11;
heldout_ac 50/50 own texts, 44/50 intents, unsubscribe precision and recall 9/9; heldout_ad 59/60 own texts,
49/60 intents, unsubscribe precision 10/11 and recall 10/10; heldout_ae 49/50 own texts, 41/50 intents,
unsubscribe precision 9/9 and recall 9/10; heldout_af 49/50 own texts, 38/50 intents, unsubscribe precision
and recall 9/9; heldout_ag 39/40 own texts, 35/40 intents, unsubscribe precision 6/6 and recall 6/8;
heldout_ah 40/40 own texts, 34/40 intents, unsubscribe precision and recall 8/8; heldout_ai 50/50 own texts,
44/50 intents, unsubscribe precision 8/8 and recall 8/9; heldout_aj (the removal line: 16 removals, 16
look-alikes, 18 ordinary replies) 50/50 own texts, 41/50 intents, unsubscribe precision 12/15 and recall
12/16; heldout_ak (terse replies: one line or less, phones and watches, all seven languages) 48/50 own texts,
46/50 intents, unsubscribe precision 9/9 and recall 9/10; heldout_al (long replies from procurement, legal, IT
security and finance, the decision in the middle) 38/40 own texts, 31/40 intents, unsubscribe precision 9/10
and recall 9/10; heldout_am (replies written on the contact's behalf: assistants, shared inboxes, colleagues
covering leave) 50/50 own texts, 46/50 intents, unsubscribe precision 11/11 and recall 11/12; heldout_an
(replies with an edge: annoyed, sarcastic, ironic, warm noes) 47/50 own texts, 45/50 intents, unsubscribe
precision and recall 12/12; heldout_ao (replies deep in a thread: inline answers, bottom-posts, long
histories, forwards) 44/50 own texts, 41/50 intents, unsubscribe precision 11/11 and recall 11/12; heldout_ap
(hedged corporate-speak: circling back, looping in, evaluating options) 50/50 own texts, 44/50 intents,
unsubscribe precision 10/10 and recall 10/11; heldout_aq (regional voices: Latin American Spanish, Brazilian
and European Portuguese, Indian, Singaporean, Nigerian and Gulf English, a Catalan and a Galician reply) 47/50
own texts, 43/50 intents, unsubscribe precision 10/10 and recall 10/11; heldout_ar (replies to the other
channels of a sequence: a voicemail, a missed call, a LinkedIn note, an SMS, a meeting reminder, a letter)
49/50 own texts, 45/50 intents, unsubscribe precision 10/10 and recall 10/12; heldout_as (replies typed in a
hurry: typos, no punctuation, caps, dictated by voice) 48/50 own texts, 46/50 intents, unsubscribe precision
11/11 and recall 11/11; heldout_at (the public sector, education, healthcare and nonprofits: budgets,
councils, grants, procurement, unions) 50/50 own texts, 45/50 intents, unsubscribe precision 11/11 and recall
11/11; heldout_au (replies that mix two languages, and non-native writers) 49/50 own texts, 45/50 intents,
unsubscribe precision 11/11 and recall 11/11; heldout_av (replies through help desks, shared mailboxes, CRMs
and odd quoting) 40/50 own texts, 39/50 intents, unsubscribe precision 7/7 and recall 7/12; heldout_aw (formal
and old-fashioned registers: lawyers, notaries, civil servants, secretaries) 50/50 own texts, 34/50 intents,
unsubscribe precision 9/9 and recall 9/12; heldout_ax (people and companies that changed: leavers, retirees,
leave, acquisitions, closures) 48/50 own texts, 43/50 intents, unsubscribe precision 10/10 and recall 10/11;
heldout_ay (IT, security and compliance people: CISOs, IT managers, DPOs, software procurement) 50/50 own
texts, 47/50 intents, unsubscribe precision 10/10 and recall 10/10; heldout_az (people in sales and marketing:
critiques, reverse pitches, partnership offers) 49/50 own texts, 41/50 intents, unsubscribe precision 11/11
and recall 11/11; heldout_ba (replies to webinar, event and content invitations) 50/50 own texts, 32/50
intents, unsubscribe precision 9/9 and recall 9/10; heldout_bb (personal data and privacy rights: GDPR erasure
and objection, CCPA, LGPD, DPOs, regulators, and their look-alikes) 50/50 own texts, 47/50 intents,
unsubscribe precision 20/20 and recall 20/20: every target met; heldout_bc (Northern, Central and Eastern
Europe, Turkey, Greece and East Asia, half in 16 languages outside the rules) 48/50 own texts, 50/50 intents,
unsubscribe precision 17/17 and recall 17/17: every target met; heldout_bd (customers, partners and people who
read the outreach as something else) 50/50 own texts, 36/50 intents, unsubscribe precision 9/9 and recall 9/9;
heldout_be (replies written with machine help or in app formats: reactions, smart replies, AI drafts,
dictation, pasted chats) 45/50 own texts, 45/50 intents, unsubscribe precision 9/9 and recall 9/10; heldout_bf
(people who are not buyers at all: students, journalists, investors, family, namesakes, former employees)
47/50 own texts, 37/50 intents, unsubscribe precision 11/11 and recall 11/12; heldout_bg (replies to a
sequence that went wrong: merge fields, wrong names, duplicates, follow-ups after a reply) 49/50 own texts,
47/50 intents, unsubscribe precision 11/11 and recall 11/11: every target met; heldout_bh (consumer-facing
small businesses: restaurants, hotels, shops, practices, gyms) 49/50 own texts, 46/50 intents, unsubscribe
precision 9/9 and recall 9/10; heldout_bi (replies about money: prices, budgets, discounts, counter-offers,
payment terms) 49/50 own texts, 41/50 intents, unsubscribe precision 9/9 and recall 9/9; heldout_bj (replies
typed on phones in a hurry in German, French, Spanish, Italian, Dutch and Portuguese: no accents,
abbreviations, dictation) 47/50 own texts, 44/50 intents, unsubscribe precision 12/12 and recall 12/12;
heldout_bk (replies shaped by life events: babies, weddings, illness, bereavement, moves, sabbaticals) 49/50
own texts, 47/50 intents, unsubscribe precision 11/11 and recall 11/11: every target met; heldout_bl
(technical buyers: developers, engineers, CTOs) 48/50 own texts, 46/50 intents, unsubscribe precision 10/10
and recall 10/11; heldout_bm (timing: quarters, fiscal years, holidays, freezes, contract renewals, re-orgs)
49/50 own texts, 40/50 intents, unsubscribe precision 10/10 and recall 10/10; heldout_bn (incumbents and
competitors: current vendors, contract end dates, switching, bake-offs, RFPs) 50/50 own texts, 44/50 intents,
unsubscribe precision 10/10 and recall 10/10; heldout_bo (the removal line, third: every way people ask us to
stop, and replies that only sound like it) 50/50 own texts, 42/50 intents, unsubscribe precision 23/27 and
recall 23/24; heldout_bp (operations, HR, finance and legal people at mid-size European firms, 40 in their own
languages) 50/50 own texts, 47/50 intents, unsubscribe precision 12/12 and recall 12/12: every target met;
heldout_bq (everyday replies in Italian and Dutch only) 49/50 own texts, 39/50 intents, unsubscribe precision
8/8 and recall 8/8; heldout_br (everyday replies in Portuguese and Spanish only: Europe, Latin America,
Africa) 50/50 own texts, 44/50 intents, unsubscribe precision 10/10 and recall 10/10; heldout_bs (everyday
replies in German only: Germany, Austria, Switzerland, South Tyrol) 45/50 own texts, 38/50 intents,
unsubscribe precision 9/9 and recall 9/10; heldout_bt (everyday replies in French only: France, Belgium,
Switzerland, Quebec, Africa) 47/50 own texts, 47/50 intents, unsubscribe precision 10/10 and recall 10/10;
heldout_bu (40 replies in 30 languages outside the seven: removals and their look-alikes) 40/50 own texts,
47/50 intents, unsubscribe precision 21/22 and recall 21/23; heldout_bv (senior executives and founders:
terse, delegating, blunt, often from phones) 50/50 own texts, 42/50 intents, unsubscribe precision 11/11 and
recall 11/12; heldout_bw (British, Irish, Australian, New Zealand and South African English: understatement
and indirect answers) 50/50 own texts, 39/50 intents, unsubscribe precision 10/10 and recall 10/10; heldout_bx
(Dutch, Portuguese and Italian from public bodies, schools, hospitals, NGOs and cooperatives) 47/50 own texts,
40/50 intents, unsubscribe precision 8/9 and recall 8/9; heldout_by (everyday replies in Italian only: Italy
and Ticino) 46/50 own texts, 43/50 intents, unsubscribe precision 8/8 and recall 8/9; heldout_bz (everyday
replies in Dutch only: the Netherlands and Flanders) 48/50 own texts, 40/50 intents, unsubscribe precision 7/7
and recall 7/9; heldout_ca (scheduling: times, calendar links, rescheduling, declined meetings, time zones)
50/50 own texts, 43/50 intents, unsubscribe precision 9/9 and recall 9/9; heldout_cb (everyday replies in
Spanish only: Spain and Latin America) 48/50 own texts, 39/50 intents, unsubscribe precision 8/8 and recall
8/9; heldout_cc (everyday replies in Portuguese only: Portugal, Brazil and Africa) 48/50 own texts, 44/50
intents, unsubscribe precision 11/11 and recall 11/11; heldout_cd (a month of a North American SDR's inbox, in
English) 50/50 own texts, 47/50 intents, unsubscribe precision 9/9 and recall 9/9; heldout_ce (everyday
replies in German only: trades, practices, firms and offices in Germany, Austria and Switzerland) 49/50 own
texts, 40/50 intents, unsubscribe precision 8/8 and recall 8/9; heldout_cf (the removal line, fourth: removals
said in passing, and what only sounds like one) 50/50 own texts, 40/50 intents, unsubscribe precision 19/24
and recall 19/20; heldout_cg (everyday replies in Spanish only, second: Spain and Latin America, tú, usted and
vos) 47/50 own texts, 45/50 intents, unsubscribe precision 9/10 and recall 9/9; heldout_ch (everyday replies
in Dutch only, second: the Netherlands and Flanders) 48/50 own texts, 36/50 intents, unsubscribe precision 7/8
and recall 7/9; heldout_ci (everyday replies in German only, second: Germany, Austria and Switzerland) 47/50
own texts, 37/50 intents, unsubscribe precision 7/7 and recall 7/9; heldout_cj (logistics, manufacturing,
wholesale and retail in seven languages) 50/50 own texts, 45/50 intents, unsubscribe precision 8/8 and recall
8/9; heldout_ck (everyday replies in Italian only, second: north, centre, south, the islands and Ticino) 48/50
own texts, 40/50 intents, unsubscribe precision 7/7 and recall 7/9; heldout_cl (everyday replies in Portuguese
only, second: Portugal, Brazil, Angola and Mozambique) 46/50 own texts, 41/50 intents, unsubscribe precision
9/10 and recall 9/9; heldout_cm (everyday replies in French only, second: France, Belgium, Romandie, Quebec,
Luxembourg, West Africa) 47/50 own texts, 42/50 intents, unsubscribe precision 9/10 and recall 9/9; heldout_cn
(English outside North America: the UK, Ireland, Australia, New Zealand, South Africa, India) 50/50 own texts,
41/50 intents, unsubscribe precision 7/8 and recall 7/9; heldout_co (everyday replies in Dutch only, third:
the Netherlands and Flanders, small firms, shops, agencies and installers) 48/50 own texts, 38/50 intents,
unsubscribe precision 7/7 and recall 7/9; heldout_cp (everyday replies in German only, third: Germany, Austria
and Switzerland, trades, practices and firms, four in dialect) 47/50 own texts, 44/50 intents, unsubscribe
precision 8/8 and recall 8/9; heldout_cq (B2B replies from Europe to a US vendor in English, Italian, Dutch
and Portuguese: HTML-only, header blocks, disclaimers) 49/50 own texts, 44/50 intents, unsubscribe precision
9/10 and recall 9/9; heldout_cr (everyday replies in Italian only, third: studios, small firms, craftsmen and
agencies from Lombardy to Sicily) 49/50 own texts, 44/50 intents, unsubscribe precision 8/9 and recall 8/9;
heldout_cs (everyday Portuguese, third) 50/50 own texts, 43/50 intents, unsubscribe precision 7/7 and recall
7/9; heldout_ct (everyday French, third) 44/50 own texts, 45/50 intents, unsubscribe precision 9/10 and recall
9/9; heldout_cu (everyday Dutch, fourth) 48/50 own texts, 37/50 intents, unsubscribe precision 7/7 and recall
7/9; heldout_cv (B2B in seven languages, modelled on an outside check) 49/50 own texts, 47/50 intents,
unsubscribe precision and recall 9/9; heldout_cw (Italian B2B, modelled on an outside check) 49/50 own texts,
42/50 intents, unsubscribe precision 8/8 and recall 8/9; heldout_cx (Dutch B2B, modelled on an outside check)
49/50 own texts, 38/50 intents, unsubscribe precision 9/10 and recall 9/9; heldout_cy (Portuguese B2B,
modelled on an outside check) 50/50 own texts, 41/50 intents, unsubscribe precision 7/7 and recall 7/9;
heldout_cz (B2B in seven languages, a second set modelled on an outside check) 49/50 own texts, 46/50 intents,
unsubscribe precision and recall 9/9; heldout_da (B2B in seven languages, a third set modelled on an outside
check) 50/50 own texts, 45/50 intents, unsubscribe precision 9/10 and recall 9/9; heldout_db (Italian, Dutch
and Portuguese corporate replies) 50/50 own texts, 40/50 intents, unsubscribe precision 8/8 and recall 8/9;
heldout_dc (Dutch and Flemish business replies) 50/50 own texts, 40/50 intents, unsubscribe precision 7/8 and
recall 7/9; heldout_dd (Italian and Portuguese from small businesses on the road) 47/50 own texts, 40/50
intents, unsubscribe precision 9/11 and recall 9/9; heldout_de (B2B in seven languages, a fourth set modelled
on an outside check) 49/50 own texts, 46/50 intents, unsubscribe precision 8/8 and recall 8/9; heldout_df
(Italian, Dutch and Portuguese everyday business replies) 50/50 own texts, 43/50 intents, unsubscribe
precision 6/6 and recall 6/9; heldout_dg (B2B in seven languages, a fifth set modelled on an outside check)
50/50 own texts, 46/50 intents, unsubscribe precision 9/10 and recall 9/9; heldout_dh (Italian, Dutch and
Portuguese software and services buyers) 48/50 own texts, 45/50 intents, unsubscribe precision 9/10 and recall
9/9; heldout_di (B2B in seven languages, a sixth set modelled on an outside check) 49/50 own texts, 46/50
intents, unsubscribe precision 8/11 and recall 8/9; heldout_dj (Dutch and Portuguese from mid-size firms and
public bodies) 50/50 own texts, 43/50 intents, unsubscribe precision 9/10 and recall 9/9; heldout_dk (B2B in
seven languages, a seventh set modelled on an outside check) 49/50 own texts, 44/50 intents, unsubscribe
precision 7/9 and recall 7/9; heldout_dl (Spanish, French and German buyers in logistics, manufacturing and
healthcare) 50/50 own texts, 43/50 intents, unsubscribe precision 8/10 and recall 8/9; heldout_dm (B2B in
seven languages, an eighth set modelled on an outside check) 50/50 own texts, 46/50 intents, unsubscribe
precision 9/10 and recall 9/9; heldout_dn (Italian, Portuguese and English from agencies, retail and
hospitality) 50/50 own texts, 43/50 intents, unsubscribe precision 9/10 and recall 9/9; heldout_do (B2B in
seven languages, a ninth set modelled on an outside check) 49/50 own texts, 48/50 intents, unsubscribe
precision and recall 9/9; heldout_dp (English-speaking buyers in six countries) 50/50 own texts, 46/50
intents, unsubscribe precision 9/10 and recall 9/9; heldout_dq (B2B in seven languages, a tenth
outside-check-like set) 50/50 own texts, 48/50 intents, unsubscribe precision 9/10 and recall 9/9; heldout_dr
(German, Dutch and English from public bodies, universities and finance) 50/50 own texts, 41/50 intents,
unsubscribe precision 7/8 and recall 7/9; heldout_ds (B2B in seven languages, an eleventh outside-check-like
set) 49/50 own texts, 50/50 intents, unsubscribe precision and recall 9/9; heldout_dt (Italian, Spanish and
Brazilian Portuguese from retail, construction and schools) 49/50 own texts, 46/50 intents, unsubscribe
precision 9/10 and recall 9/9; heldout_du (B2B in seven languages, a twelfth outside-check-like set) 47/48 own
texts, 39/48 intents, unsubscribe precision 9/11 and recall 9/9; heldout_dv (French, Dutch and German from law
firms, insurers and hospitals) 47/48 own texts, 39/48 intents, unsubscribe precision 8/11 and recall 8/9 (both
written with two automatic replies each, taken out before the first run: the reply sets score human replies);
heldout_dw (B2B in seven languages, a thirteenth outside-check-like set) 50/50 own texts, 40/50 intents,
unsubscribe precision 10/14 and recall 10/10; heldout_dx (English, Italian and German from manufacturing,
engineering and energy) 48/50 own texts, 44/50 intents, unsubscribe precision 8/9 and recall 8/9; heldout_dy
(B2B in seven languages, a fourteenth outside-check-like set) 50/50 own texts, 39/50 intents, unsubscribe
precision 8/10 and recall 8/9; heldout_dz (Spanish, Portuguese and Dutch from universities, public bodies and
non-profits) 48/50 own texts, 41/50 intents, unsubscribe precision 6/7 and recall 6/9; heldout_ea (B2B in
seven languages, a fifteenth outside-check-like set) 50/50 own texts, 43/50 intents, unsubscribe
precision 8/11 and recall 8/9; heldout_eb (French, English and Portuguese from startups, consultancies and
travel companies) 48/50 own texts, 43/50 intents, unsubscribe precision 8/11 and recall 8/9; heldout_ec (B2B
in seven languages, a sixteenth outside-check-like set) 50/50 own texts, 38/50 intents, unsubscribe precision
9/12 and recall 9/9; heldout_ed (German, Italian and Dutch from manufacturing, logistics, construction and
healthcare) 50/50 own texts, 36/50 intents, unsubscribe precision 7/12 and recall 7/9; heldout_ee (B2B in
seven languages, a seventeenth outside-check-like set) 50/50 own texts, 43/50 intents, unsubscribe
precision 7/9 and recall 7/9; heldout_ef (Spanish, Portuguese, French and English from retail, hospitality,
real estate and education) 49/50 own texts, 39/50 intents, unsubscribe precision 6/10 and recall 6/9;
heldout_eg (B2B in seven languages, an eighteenth outside-check-like set) 50/50 own texts, 43/50 intents,
unsubscribe precision 9/13 and recall 9/9; heldout_eh (English, German, Dutch and Italian from finance,
insurance, energy and utilities) 49/50 own texts, 42/50 intents, unsubscribe precision 7/11 and recall 7/9;
heldout_ei (B2B in seven languages, a nineteenth outside-check-like set) 50/50 own texts, 44/50 intents,
unsubscribe precision 9/11 and recall 9/9; heldout_ej (French, Spanish, Portuguese and English from logistics,
agriculture, pharma and the public sector) 49/50 own texts, 44/50 intents, unsubscribe precision 9/11 and
recall 9/9; heldout_ek (B2B in seven languages, a twentieth outside-check-like set) 49/50 own texts, 45/50
intents, unsubscribe precision 7/10 and recall 7/9; heldout_el (German, Italian, Dutch and Portuguese from
media, publishing, telecoms and automotive) 49/50 own texts, 36/50 intents, unsubscribe precision 7/8 and
recall 7/9; heldout_em (B2B in seven languages, a twenty-first outside-check-like set) 50/50 own texts, 42/50
intents, unsubscribe precision 8/10 and recall 8/9; heldout_en (Spanish, Italian, French and English from
construction, architecture, legal services and recruiting) 49/50 own texts, 43/50 intents, unsubscribe
precision 8/10 and recall 8/9. After the fixes none of them is held out any more."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sequencer.classify import classify_message, parse_message

SETS = [
    Path(__file__).parent / name
    for name in (
        "heldout",
        "heldout_b",
        "heldout_c",
        "heldout_d",
        "heldout_e",
        "heldout_f",
        "heldout_g",
        "heldout_h",
        "heldout_i",
        "heldout_j",
        "heldout_k",
        "heldout_l",
        "heldout_m",
        "heldout_n",
        "heldout_o",
        "heldout_p",
        "heldout_q",
        "heldout_r",
        "heldout_s",
        "heldout_t",
        "heldout_u",
        "heldout_v",
        "heldout_w",
        "heldout_x",
        "heldout_y",
        "heldout_z",
        "heldout_aa",
        "heldout_ab",
        "heldout_ac",
        "heldout_ad",
        "heldout_ae",
        "heldout_af",
        "heldout_ag",
        "heldout_ah",
        "heldout_ai",
        "heldout_aj",
        "heldout_ak",
        "heldout_al",
        "heldout_am",
        "heldout_an",
        "heldout_ao",
        "heldout_ap",
        "heldout_aq",
        "heldout_ar",
        "heldout_as",
        "heldout_at",
        "heldout_au",
        "heldout_av",
        "heldout_aw",
        "heldout_ax",
        "heldout_ay",
        "heldout_az",
        "heldout_ba",
        "heldout_bb",
        "heldout_bc",
        "heldout_bd",
        "heldout_be",
        "heldout_bf",
        "heldout_bg",
        "heldout_bh",
        "heldout_bi",
        "heldout_bj",
        "heldout_bk",
        "heldout_bl",
        "heldout_bm",
        "heldout_bn",
        "heldout_bo",
        "heldout_bp",
        "heldout_bq",
        "heldout_br",
        "heldout_bs",
        "heldout_bt",
        "heldout_bu",
        "heldout_bv",
        "heldout_bw",
        "heldout_bx",
        "heldout_by",
        "heldout_bz",
        "heldout_ca",
        "heldout_cb",
        "heldout_cc",
        "heldout_cd",
        "heldout_ce",
        "heldout_cf",
        "heldout_cg",
        "heldout_ch",
        "heldout_ci",
        "heldout_cj",
        "heldout_ck",
        "heldout_cl",
        "heldout_cm",
        "heldout_cn",
        "heldout_co",
        "heldout_cp",
        "heldout_cq",
        "heldout_cr",
        "heldout_cs",
        "heldout_ct",
        "heldout_cu",
        "heldout_cv",
        "heldout_cw",
        "heldout_cx",
        "heldout_cy",
        "heldout_cz",
        "heldout_da",
        "heldout_db",
        "heldout_dc",
        "heldout_dd",
        "heldout_de",
        "heldout_df",
        "heldout_dg",
        "heldout_dh",
        "heldout_di",
        "heldout_dj",
        "heldout_dk",
        "heldout_dl",
        "heldout_dm",
        "heldout_dn",
        "heldout_do",
        "heldout_dp",
        "heldout_dq",
        "heldout_dr",
        "heldout_ds",
        "heldout_dt",
        "heldout_du",
        "heldout_dv",
        "heldout_dw",
        "heldout_dx",
        "heldout_dy",
        "heldout_dz",
        "heldout_ea",
        "heldout_eb",
        "heldout_ec",
        "heldout_ed",
        "heldout_ee",
        "heldout_ef",
        "heldout_eg",
        "heldout_eh",
        "heldout_ei",
        "heldout_ej",
        "heldout_ek",
        "heldout_el",
        "heldout_em",
        "heldout_en",
    )
]


def _labels(here: Path) -> dict[str, dict[str, str]]:
    labels: dict[str, dict[str, str]] = json.loads((here / "intents.json").read_text(encoding="utf-8"))
    return labels


_NO_ENGLISH = {"heldout_af", "heldout_bj"}
# heldout_ag is heavy on IT/NL/PT by design and has no French in it
_NO_FRENCH = {"heldout_ag"}
# sets in a few languages only by design: heldout_bq is everyday replies in Italian and Dutch only,
# heldout_br in Portuguese and Spanish only, heldout_bs in German only, heldout_bt in French only, heldout_bu
# in 30 languages outside the seven and English, heldout_bw in English only, heldout_bx in Italian, Dutch and
# Portuguese only, heldout_by in Italian only, heldout_bz in Dutch only, heldout_cb in Spanish only,
# heldout_cc in Portuguese only, heldout_cd in English only, heldout_ce in German only, heldout_cg in Spanish
# only, heldout_ch in Dutch only, heldout_ci in German only, heldout_ck in Italian only, heldout_cl in
# Portuguese only, heldout_cm in French only, heldout_cn in English only, heldout_co in Dutch only, heldout_cp
# in German only, heldout_cq in English, Italian, Dutch and Portuguese only, heldout_cr in Italian only,
# heldout_cs in Portuguese only, heldout_ct in French only, heldout_cu in Dutch only, heldout_cw in Italian
# only, heldout_cx in Dutch only, heldout_cy in Portuguese only, heldout_db in Italian, Dutch and Portuguese
# only, heldout_dc in Dutch and English only, heldout_dd in Italian and Portuguese only, heldout_df in
# Italian, Dutch and Portuguese only, heldout_dh in Italian, Dutch and Portuguese only, heldout_dj in Dutch
# and Portuguese only, heldout_dl in Spanish, French and German only, heldout_dn in Italian, Portuguese and
# English only, heldout_dp in English only, heldout_dr in German, Dutch and English only, heldout_dt in
# Italian, Spanish and Portuguese only, heldout_dv in French, Dutch and German only, heldout_dx in English,
# Italian and German only, heldout_dz in Spanish, Portuguese and Dutch only, heldout_eb in
# French, English and Portuguese only, heldout_ed in German, Italian and Dutch only, heldout_ef in Spanish,
# Portuguese, French and English only, heldout_eh in English, German, Dutch and Italian only, heldout_ej in
# French, Spanish, Portuguese and English only, heldout_el in German, Italian, Dutch and Portuguese only,
# heldout_en in Spanish, Italian, French and English only
_ONLY_LANGUAGES = {
    "heldout_bq": {"it", "nl"},
    "heldout_br": {"es", "pt"},
    "heldout_bs": {"de"},
    "heldout_bt": {"fr"},
    "heldout_bu": {"en"},
    "heldout_bw": {"en"},
    "heldout_bx": {"it", "nl", "pt"},
    "heldout_by": {"it"},
    "heldout_bz": {"nl"},
    "heldout_cb": {"es"},
    "heldout_cc": {"pt"},
    "heldout_cd": {"en"},
    "heldout_ce": {"de"},
    "heldout_cg": {"es"},
    "heldout_ch": {"nl"},
    "heldout_ci": {"de"},
    "heldout_ck": {"it"},
    "heldout_cl": {"pt"},
    "heldout_cm": {"fr"},
    "heldout_cn": {"en"},
    "heldout_co": {"nl"},
    "heldout_cp": {"de"},
    "heldout_cq": {"en", "it", "nl", "pt"},
    "heldout_cr": {"it"},
    "heldout_cs": {"pt"},
    "heldout_ct": {"fr"},
    "heldout_cu": {"nl"},
    "heldout_cw": {"it"},
    "heldout_cx": {"nl"},
    "heldout_cy": {"pt"},
    "heldout_db": {"it", "nl", "pt"},
    "heldout_dc": {"nl", "en"},
    "heldout_dd": {"it", "pt"},
    "heldout_df": {"it", "nl", "pt"},
    "heldout_dh": {"it", "nl", "pt"},
    "heldout_dj": {"nl", "pt"},
    "heldout_dl": {"es", "fr", "de"},
    "heldout_dn": {"it", "pt", "en"},
    "heldout_dp": {"en"},
    "heldout_dr": {"de", "nl", "en"},
    "heldout_dt": {"it", "es", "pt"},
    "heldout_dv": {"fr", "nl", "de"},
    "heldout_dx": {"en", "it", "de"},
    "heldout_dz": {"es", "pt", "nl"},
    "heldout_eb": {"fr", "en", "pt"},
    "heldout_ed": {"de", "it", "nl"},
    "heldout_ef": {"es", "pt", "fr", "en"},
    "heldout_eh": {"en", "de", "nl", "it"},
    "heldout_ej": {"fr", "es", "pt", "en"},
    "heldout_el": {"de", "it", "nl", "pt"},
    "heldout_en": {"es", "it", "fr", "en"},
}


@pytest.mark.parametrize("here", SETS, ids=lambda path: path.name)
def test_the_set_is_wide_enough(here: Path) -> None:
    labels = _labels(here)
    assert len(labels) >= 30
    # heldout_af is continental Europe in its own languages by design: no English in it; heldout_bj is replies
    # typed on phones in a hurry in DE, FR, ES, IT, NL and PT by design: no English in it either
    wanted = {"de", "es", "it", "nl", "pt"} | (set() if here.name in _NO_ENGLISH else {"en"})
    wanted |= set() if here.name in _NO_FRENCH else {"fr"}
    wanted = _ONLY_LANGUAGES.get(here.name, wanted)
    assert {label["lang"] for label in labels.values()} >= wanted
    assert {label["intent"] for label in labels.values()} >= {
        "interested", "not_now", "not_interested", "unsubscribe", "wrong_person", "other"
    }  # fmt: skip
    assert {p.name for p in here.glob("*.eml")} == set(labels)


@pytest.mark.parametrize("here", SETS, ids=lambda path: path.name)
def test_own_text_and_intents_meet_their_targets(here: Path) -> None:
    labels = _labels(here)
    exact, right, misses = 0, 0, []
    unsub_expected, unsub_got, unsub_right = 0, 0, 0
    for name, label in sorted(labels.items()):
        result = classify_message(parse_message((here / name).read_bytes()))
        want = " ".join((here / name.replace(".eml", ".expected.txt")).read_text(encoding="utf-8").split())
        got_text = " ".join((result.text or "").split())
        exact += got_text == want
        intent = "unsubscribe" if result.kind == "unsubscribe_request" else result.intent
        right += intent == label["intent"]
        unsub_expected += label["intent"] == "unsubscribe"
        unsub_got += intent == "unsubscribe"
        unsub_right += intent == label["intent"] == "unsubscribe"
        if got_text != want or intent != label["intent"]:
            misses.append(f"{name}: intent {intent!r} (want {label['intent']!r}); text {got_text!r}")
    report = "\n".join(misses)
    assert exact / len(labels) >= 0.9, report
    assert right / len(labels) >= 0.9, report
    assert unsub_right == unsub_expected == unsub_got, report
