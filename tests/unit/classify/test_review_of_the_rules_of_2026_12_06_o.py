"""The thirteenth review of 2026-12-06 (o): 207 sentences an adversarial reviewer wrote against the rules of
heldout_cg to heldout_cn and the families mended beside them, each read with the code before them and after.
70 were new errors (29 missed removals, 24 false removals, 17 others); 66 are mended here, each as its family
(docs/inbound-rounds.md, "A review of the rules of 2026-12-06 (thirteenth)"). Line breaks are a reply's lines.

Every sentence here was written by the reviewer for this review."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "As customers we unsubscribe from all your mailings as of today.",
        "Everyone at Dupont can be taken off your list.",
        "All contacts at our firm may be deleted from your database.",
        "Je me suis inscrit à un webinaire et depuis je reçois vos messages sans arrêt, désinscrivez-moi.",
        "Ik had me ooit aangemeld voor een webinar en sindsdien krijg ik steeds berichten, graag afmelden.",
        "Mi ero iscritto a un webinar e da allora ricevo le vostre comunicazioni, disiscrivetemi.",
        "Me había inscrito en un curso y desde entonces no paráis de escribirme, dadme de baja.",
        "Cancellatemi, dal sito non ci riesco.",
        "Bitte melden Sie mich ab, auf der Webseite klappt es nicht.",
        "Meld me af aub, op de website lukt het niet.",
        "Descadastrem-me, no site não consigo.",
        "All our users can be unsubscribed from this list, thanks.",
        "Alle unsere Kunden können aus Ihrem Verteiler gestrichen werden, wir sind nicht mehr Partner.",
        "Ik wil me afmelden voor de sessie-uitnodigingen.",
        "Everyone in this thread can be removed from your mailing list.",
        "All recipients of this email may be unsubscribed.",
        "Tutti i destinatari possono essere cancellati dalla vostra lista.",
        "Alle ontvangers van deze mail mogen uit jullie bestand verwijderd worden.",
        "Todos os destinatários podem ser removidos da vossa lista.",
        "Die Empfänger bei Müller GmbH können alle aus Ihrem Verteiler gelöscht werden.",
        "Come clienti ci disiscriviamo dalla vostra newsletter.",
        "Estava inscrita num evento vosso e desde então recebo comunicações, descadastrem-me.",
        "Bitte melden Sie mich vom Blog ab.",
        "Cancellatemi dal blog.",
        "Meld me af van de blog.",
        "Descadastrem-me do blog.",
        "Hola Pedro,\nGracias de antemano.\nPor favor, dadme de baja de vuestra lista.\nAna",
        "Hallo,\nMit Dank\nBitte nehmen Sie mich aus dem Verteiler.\nPeter",
        "Bonjour,\nBonne fin d'année à vous\nDésinscrivez-moi de vos envois.\nMarie",
        "Bonjour,\nBonne fin d'année à vous !\nMerci de me retirer de votre liste de diffusion.\n"
        "Marie Dupuis",
        "Buongiorno,\nGrazie in anticipo.\nVi prego di cancellarmi dalla vostra lista.\nLuca",
        "Goedemorgen,\nMet dank\nWilt u mij uit uw bestand verwijderen?\nPiet",
        "Olá,\nObrigado desde já.\nPeço que me removam da vossa lista.\nRita",
        "Bonjour,\nBonne fin d'année à vous.\nNe m'écrivez plus.",
        "Hallo Herr Maier,\nMit bestem Dank\nIch möchte keine weiteren E-Mails erhalten.\nKarin Wolf",
    ],
)
def test_a_removal_the_new_rules_lost_is_read_again(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Wir mussten unser Abonnement kündigen.", "other"),
        ("Door de bezuinigingen moest ik mijn abonnement opzeggen.", "other"),
        ("Nous avons dû résilier notre abonnement.", "other"),
        ("Tuve que cancelar mi suscripción.", "other"),
        ("Ho dovuto disdire la mia iscrizione.", "other"),
        ("Tive de cancelar a minha assinatura.", "other"),
        ("Je ne pourrai pas venir au salon jeudi. Annulez mon inscription.", "not_interested"),
        ("No podré asistir al taller. Cancelen mi inscripción, por favor.", "not_interested"),
        ("Non potrò partecipare al webinar, cancellate la mia iscrizione.", "not_interested"),
        ("Leider kann ich am Seminar nicht teilnehmen. Nehmen Sie mich bitte von der Liste.", "other"),
        ("Unterlassen Sie bitte jede Änderung am Vertrag, bis ich zurück bin.", "other"),
        ("Me operan el lunes. Me dan de baja, así que hablamos en marzo.", "not_now"),
        ("Levatemi dalla lista degli invitati alla cena di venerdì, non riesco a venire.", "other"),
        ("Ik kan niet spreken op het congres; gelieve mij te verwijderen van de sprekerslijst.", "other"),
        ("I had to cancel my subscription.", "other"),
        ("We decided to cancel our subscription.", "other"),
        ("Chönd Si mir d'Adresse us dr Liste vom letschte Jahr schicke?", "other"),
        ("Gelieve mij te verwijderen van de wachtlijst, ik heb al een plek gevonden.", "other"),
        ("Gelieve ons te schrappen uit de deelnemerslijst van het congres.", "other"),
        ("Creo que tiene la fecha equivocada, la feria es en mayo.", "other"),
        ("Vous vous êtes trompé de jour, c'était mardi.", "other"),
        ("Je hebt de verkeerde factuur gemaild.", "other"),
        ("Acho que pegou o arquivo errado.", "other"),
        ("Der Preis interessiert uns erstmal nicht, wir wollen zuerst eine Demo sehen.", "interested"),
        ("De prijs interesseert ons niet zo, stuur ons maar een demo.", "interested"),
        ("Have we met before? No, but thanks to Anna I know your product. Let's book a call.", "interested"),
        (
            "Ich bin nicht mehr Einkäufer, sondern Einkaufsleiter – gerne ein Gespräch nächste Woche.",
            "interested",
        ),
        ("Ich bin us em Verteiler usegfalle, chönd Si mi wieder ufnäh?", "other"),
        (
            "Bonjour,\nBonne fin d'année à vous !\nOui, ça m'intéresse, appelons-nous début janvier.\nMarie",
            "interested",
        ),
        ("Olá,\nBom trabalho!\nNão tenho interesse, obrigado.\nRita", "not_interested"),
        ("Hola,\nQue tenga un buen día.\nNo nos interesa, gracias.\nMarta", "not_interested"),
    ],
)
def test_what_the_new_rules_misread_reads_as_it_means(text, intent):
    assert reading(text) == intent
