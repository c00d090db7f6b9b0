"""The sender is the one to talk to now, never a wrong person. Pure data on fold()ed text, read by `intent`
at the wrong-person step:

- `TAKEN_OVER`: someone else left or is to be taken off, and the sender took the work over and wants more
  ("Can you remove Jan from your list? He left Halden in September ... I've taken over the close project,
  so I'm the one to talk to now — and I'd like to see the demo"): interest beats the handover, in every rule
  language ("ich habe das Projekt übernommen", "j'ai repris le dossier", "he asumido el proyecto", "ho
  preso in carico il progetto", "ik heb het project overgenomen", "assumi o projeto"). Without interest
  it stays a handover.
- `SELF_NAMED`: the sender named in a removal ("me", "mich", "moi", "mi", "mij", "-me"), read by
  `removal._colleague_removed`: a colleague who left is taken off while the sender, who took over, asks
  for a demo or prices (the removal is none); a removal naming the sender stays one.
- `OWN_OLD_ADDRESS`: the address named is the sender's own old one ("Could you delete my old address
  (x@y) from your system? ... Use this one from now on"): an address change by the same person, no
  referral ("meine alte Adresse", "mon ancienne adresse", "mi antigua dirección", "il mio vecchio
  indirizzo", "mijn oude adres", "o meu endereço antigo")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

TAKEN_OVER = rx(
    # "My colleague moved to a new role, so I'm picking this up" (heldout_w's look-alike)
    r"(?:i've|i have|i) (?:now |just )?(?:taken over|took over|inherited|picked up)"
    r"|(?:i'm|i am) (?:now )?(?:picking (?:this|it) up|taking (?:this|it) over)|i'm (?:now )?the one to"
    r" (?:talk|speak) to(?: now)?|i'm (?:now )?(?:your|the) (?:new )?(?:contact|point of contact)",
    r"(?:ich habe|hab) (?:\S+ ){0,4}?ubernommen|ich bin (?:jetzt |nun )?(?:ihr|ihre|der|die) (?:neue )?"
    r"ansprechpartner(?:in)?",
    r"j'ai (?:\S+ )?(?:repris|herite)|je suis (?:desormais |maintenant )?(?:votre|le|la) (?:nouvel(?:le)? )?"
    r"(?:interlocut\w+|contact)",
    r"(?:he|hemos) (?:asumido|heredado|tomado el relevo)|(?:ahora )?soy (?:su|el|la) (?:nuev[oa] )?"
    r"(?:contacto|interlocutor\w*)",
    r"(?:ho|abbiamo) (?:\S+ )?(?:preso in carico|ereditato|rilevato)|(?:ora )?sono (?:io )?(?:il|la|il suo"
    r"|la sua) (?:nuov[oa] )?(?:referente|contatto|interlocut\w+)",
    r"(?:ik heb|heb ik) (?:\S+ ){0,4}?overgenomen|ik ben (?:nu )?(?:uw|jullie|het) (?:nieuwe )?"
    r"(?:aanspreekpunt|contactpersoon)",
    r"(?:eu )?(?:assumi|herdei)|(?:agora )?sou (?:o|a|seu|sua) (?:nov[oa] )?(?:contato|contacto"
    r"|interlocut\w+)",
    # the role or the responsibility taken on ("Ho preso io la responsabilità della contabilità")
    r"(?:i've|i have|i) (?:now )?(?:taken on|stepped into) (?:his|her|their|the) (?:role|job|position|work"
    r"|accounts?|responsibilit\w+)|(?:i'm|i am) now (?:responsible|in charge)",
    r"ich bin (?:jetzt |nun |seitdem )?(?:dafur |fur \S+ )?zustandig|(?:ich habe|hab) (?:\S+ ){0,3}?"
    r"(?:verantwortung|aufgaben|rolle|stelle) (?:\S+ ){0,3}?(?:ubernommen|ubertragen bekommen)",
    r"j'ai pris (?:\S+ )?(?:la responsabilite|le relais|sa place|ses fonctions|son poste)|c'est (?:desormais"
    r" |maintenant )?moi qui (?:gere|m'occupe|reprends)",
    r"me he hecho cargo|(?:ahora )?(?:me encargo|me ocupo) yo|he (?:\S+ )?(?:ocupado su puesto|tomado el"
    r" relevo|asumido (?:su|el|la) (?:puesto|cargo|responsabilidad|rol))",
    r"ho (?:\S+ )?preso (?:io )?(?:la responsabilita|il suo posto|il suo ruolo|il posto|le sue funzioni"
    r"|in mano)|(?:ora |adesso )?(?:me ne occupo|ci penso) io",
    r"ik ben (?:nu |sindsdien )?(?:daar )?verantwoordelijk|ik heb (?:zijn|haar) (?:taken|rol|functie|plaats)"
    r" (?:\S+ ){0,2}?overgenomen",
    r"(?:fiquei|estou agora) com as (?:funcoes|responsabilidades) (?:dele|dela)|(?:agora )?sou eu (?:o|a)"
    r" responsavel|agora (?:cuido|trato) eu",
)
# the sender named as the one removed ("take me off", "uit uw lijst ... mij"): never a colleague's removal
SELF_NAMED = rx(
    r"me|us|my|our|mine|myself|mich|uns|mir|mein\w*|unser\w*|moi|m'|nous|mon|ma|mes|notre|nos|mi|mis"
    r"|nuestr\w+|mio|mia|miei|mie|ci|mij|ons|onze|mijn|meu|minha|meus|minhas|noss\w+|-me|-nos",
)
OWN_OLD_ADDRESS = rx(
    r"my (?:old|previous|former|outgoing) (?:e-?mail )?(?:address|e-?mail|mailbox)",
    r"meine (?:alte|bisherige|fruhere|vorherige) (?:e-?mail-?)?adresse",
    r"mon ancienne adresse|mon ancien (?:e-?mail|courriel)",
    r"mi (?:antigua|anterior|vieja) (?:direccion|cuenta)|mi (?:direccion|correo) (?:antigua|anterior"
    r"|viej[oa])",
    r"il mio (?:vecchio|precedente) (?:indirizzo|account)|la mia (?:vecchia|precedente) (?:mail|e-?mail)",
    r"mijn (?:oude|vorige) (?:e-?mail)?adres",
    r"(?:o )?meu antigo (?:endereco|e-?mail)|(?:o )?meu (?:endereco|e-?mail) (?:antigo|anterior)",
)
