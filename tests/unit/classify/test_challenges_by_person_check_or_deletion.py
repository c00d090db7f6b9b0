"""Challenge-response that names neither a vendor nor a list: the person check ("bestätigen Sie, dass
Sie ein Mensch sind", "que vous êtes un être humain", "dat u een mens bent"), the filter ("Schutz vor
unerwünschten Massen-E-Mails") or what becomes of a held message nobody confirms ("Ohne Bestätigung
innerhalb von 5 Tagen wird Ihre Nachricht automatisch gelöscht"), paired with the request, is a
challenge. An out-of-office that asks for a confirmation, and a hold notice that asks nothing, stay
automatic replies."""

from __future__ import annotations

import functools

import pytest

from tests.unit.classify.helpers import classify, notice

_notice = functools.partial(notice, extra="Auto-Submitted: auto-replied\n")

CHALLENGES = {
    "german": _notice(
        "Guten Tag,\n\nIhre E-Mail an h.brandt@kellerwerk.test wurde vorläufig zurückgehalten"
        " und noch nicht\n"
        "zugestellt. Der Empfänger nutzt einen Schutz vor unerwünschten Massen-E-Mails.\n\n"
        "Bitte bestätigen Sie einmalig, dass Sie ein Mensch sind:\n\n"
        "    https://pruefung.schutz.test/bestaetigen?id=1\n\n"
        "Ohne Bestätigung innerhalb von 5 Tagen wird Ihre Nachricht automatisch gelöscht.\n",
        subject="Bitte bestätigen Sie Ihre Absenderadresse",
        sender="MailSchutz <noreply@schutz.test>",
    ),
    "german_deletion_only": _notice(
        "Ihre Nachricht an h.brandt@kellerwerk.test wurde noch nicht zugestellt.\n"
        "Bitte bestätigen Sie Ihre Nachricht über den folgenden Link: https://schutz.test/b/2\n"
        "Ohne Bestätigung wird Ihre Nachricht nach 7 Tagen gelöscht.\n",
        subject="Ihre Nachricht an h.brandt@kellerwerk.test",
        sender="MailSchutz <noreply@schutz.test>",
    ),
    "french": _notice(
        "Bonjour,\n\nVotre message à m.roux@atelier.test n'a pas encore été remis. Merci de confirmer\n"
        "que vous êtes un être humain : cliquez sur le lien https://verif.atelier.test/c/3\n",
        subject="Confirmation requise",
        sender="Filtre <noreply@atelier.test>",
    ),
    "spanish": _notice(
        "Su mensaje a l.garcia@taller.test todavía no ha sido entregado. Haga clic en el siguiente enlace"
        " para confirmar que usted es un ser humano: https://verif.taller.test/4\n"
        "Sin su confirmación, el mensaje será eliminado en 5 días.\n",
        subject="Confirme su mensaje",
        sender="Filtro <noreply@taller.test>",
    ),
    "dutch": _notice(
        "Uw bericht aan p.jansen@werkplaats.test is nog niet afgeleverd. Klik op de volgende link om te\n"
        "bevestigen dat u een mens bent: https://check.werkplaats.test/5\n",
        subject="Bevestig uw bericht",
        sender="Filter <noreply@werkplaats.test>",
    ),
}


@pytest.mark.parametrize("name", sorted(CHALLENGES))
def test_a_person_check_or_deletion_with_its_request_is_a_challenge(name: str) -> None:
    found = classify(CHALLENGES[name])
    assert (found.kind, found.suppress_address) == ("challenge", False)


def test_a_german_out_of_office_that_asks_for_a_confirmation_stays_an_auto_reply() -> None:
    raw = _notice(
        "Guten Tag,\n\nich bin bis zum 14.12.2026 nicht im Büro. Ihre Nachricht wird nicht weitergeleitet.\n"
        "Bitte bestätigen Sie dringende Termine telefonisch bei meiner Kollegin.\n\n"
        "Mit freundlichen Grüßen\n",
        subject="Abwesenheitsnotiz: Montagetermine",
        sender="Hanna Brandt <h.brandt@kellerwerk.test>",
    )
    assert classify(raw).kind == "auto_reply"


def test_a_german_hold_notice_that_asks_nothing_stays_an_auto_reply() -> None:
    raw = _notice(
        "Ihre Nachricht an h.brandt@kellerwerk.test wurde zur Prüfung zurückgehalten und noch nicht\n"
        "zugestellt. Sie müssen nichts tun: nach der Prüfung wird sie automatisch zugestellt.\n",
        subject="Nachricht zurückgehalten: Montagetermine",
        sender="Mail-Gateway <gateway@kellerwerk.test>",
    )
    assert classify(raw).kind == "auto_reply"
