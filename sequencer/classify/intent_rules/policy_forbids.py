"""The sender's own policy rules the product out (heldout_u: "Our information security policy doesn't
permit SaaS tools ..., so this isn't something we can take forward"), in every rule language: not
interested, read beside `decline.py` outside a question. The policy must forbid the kind of product
(SaaS, cloud, hosted or external tools, "such tools", "this"); a policy against something else ("our
policy doesn't allow on-prem installs") is no no. "this isn't something we can take forward" is the same
no, and so is a policy of not using such a product (heldout_ay: "Temos uma política interna de não
contratar soluções SaaS fora do nosso fornecedor de cloud", "we have a policy of not using SaaS tools",
"Richtlinie, keine Cloud-Lösungen einzusetzen", "politique de ne pas utiliser de solutions SaaS", "política
de no contratar soluciones en la nube", "policy di non utilizzare soluzioni SaaS", "beleid om geen
SaaS-oplossingen af te nemen"), never one with a way round it named ("... without SSO"). Pure data on
fold()ed text.
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_KIND_EN = (
    r"(?:any |the use of |us to use |using |external |third-party |third party )*"
    r"(?:saas|cloud|hosted|external|third[- ]party|online|such|this|these|that|tools?|software|solutions?"
    r"|platforms?|services?)"
)
_KIND = (
    r"(?:saas|cloud|externe?n?|online|solche|solches|sowas|so etwas|tools?|software|losungen|dienste"
    r"|externes|solutions?|logiciels?|outils|herramientas?|soluciones|servicios|nube|strumenti|soluzioni"
    r"|servizi|esterni|oplossingen|diensten|tools|ferramentas|solucoes|servicos|nuvem|isso|isto|esto|dit|ca"
    r"|cela|questo)"
)
# no way around it named after the policy in its sentence ("a policy of not using SaaS tools without SSO" is
# a requirement still to be met); "outside our cloud provider" stays a no
_NO_WAY_ROUND = (
    r"(?![^.!?;]*\b(?:without|unless|that (?:lack|don't|do not|aren't|are not)|ohne|sofern|es sei denn|sans"
    r"|sauf si|a moins|sin|salvo que|a menos que|senza|a meno che|zonder|tenzij|sem|a nao ser que)\b)"
)
_NOT_TO_USE = {
    "en": r"(?:use|using|buy|buying|purchas(?:e|ing)|adopt(?:ing)?|procur(?:e|ing)|contract(?:ing)?"
    r"|onboard(?:ing)?|bring(?:ing)? in|introduc(?:e|ing)|engag(?:e|ing)(?: with)?"
    r"|sign(?:ing)? up (?:to|for))",
    "de": r"(?:zu nutzen|einzusetzen|zu verwenden|zu beauftragen|zu kaufen|anzuschaffen|einzukaufen"
    r"|zu beziehen|einzufuhren)",
    "fr": r"(?:utiliser|recourir a|acheter|contracter|souscrire a|adopter|faire appel a)",
    "es": r"(?:contratar|usar|utilizar|adquirir|comprar|adoptar|trabajar con|recurrir a)",
    "it": r"(?:utilizzare|usare|adottare|acquistare|acquisire|contrattualizzare|ricorrere a)",
    "nl": r"(?:af te nemen|te gebruiken|in te zetten|aan te schaffen|in te kopen|in te huren)",
    "pt": r"(?:contratar|usar|utilizar|adquirir|comprar|adotar|adoptar|trabalhar com|recorrer a)",
}
POLICY_FORBIDS = rx(
    # a policy of not using such a product (heldout_ay: "Temos uma política interna de não contratar soluções
    # SaaS fora do nosso fornecedor de cloud"), in every rule language
    rf"(?:policy|rule|practice) (?:of not|is not to|is to not|not to) {_NOT_TO_USE['en']} (?:any |new"
    rf" |additional |external )?{_KIND_EN}{_NO_WAY_ROUND}",
    rf"(?:richtlinie|vorgabe|policy|grundsatz|regel)\w*,? (?:\S+ ){{0,3}}?kein\w* (?:\S+-|cloud)?{_KIND}"
    rf"(?: \S+){{0,4}}? {_NOT_TO_USE['de']}{_NO_WAY_ROUND}",
    rf"(?:politique|regle|principe)(?: \S+){{0,3}}? de ne (?:pas|jamais) {_NOT_TO_USE['fr']} (?:de |des |d'"
    rf"|a des |aux )?(?:\S+ )?{_KIND}{_NO_WAY_ROUND}",
    rf"(?:politica|norma|regla)(?: \S+){{0,3}}? (?:de no|es no|es la de no) {_NOT_TO_USE['es']} (?:\S+ )?"
    rf"{_KIND}{_NO_WAY_ROUND}",
    rf"(?:policy|politica|regola)(?: \S+){{0,3}}? (?:di non|e di non|e non|e quella di non)"
    rf" {_NOT_TO_USE['it']} (?:\S+ )?{_KIND}{_NO_WAY_ROUND}",
    rf"(?:beleid|regel|richtlijn)(?: \S+){{0,3}}? (?:om )?geen (?:\S+-|cloud)?{_KIND}(?: \S+){{0,4}}?"
    rf" {_NOT_TO_USE['nl']}{_NO_WAY_ROUND}",
    rf"(?:politica|regra|norma)(?: \S+){{0,3}}? (?:de nao|e nao|e a de nao) {_NOT_TO_USE['pt']} (?:\S+ )?"
    rf"{_KIND}{_NO_WAY_ROUND}",
    # English
    rf"(?:policy|policies|rules|guidelines|regulations?|regulator|compliance)"
    rf" (?:doesn't|does not|don't|do not|won't|will not) (?:permit|allow) {_KIND_EN}",
    rf"(?:policy|policies|rules|guidelines|compliance) (?:forbids?|prohibits?|bans?|rules? out) {_KIND_EN}",
    rf"(?:we're|we are|i'm|i am) not (?:allowed|permitted) to use {_KIND_EN}",
    r"(?:isn't|is not|not) something (?:we|i) (?:can|could) (?:take forward|move forward with|pursue)"
    r"|(?:can't|cannot|can not) take (?:this|it) (?:any )?further",
    # German
    rf"(?:richtlinien?|vorgaben|policy|regeln|compliance|it-sicherheit)(?: \S+){{0,2}}? "
    rf"(?:erlaub\w*|gestatte\w*|zulass\w*|lass\w*) (?:\S+ )?(?:keine|kein) (?:\S+-)?{_KIND}",
    rf"(?:durfen|darf) (?:wir|ich) (?:\S+ ){{0,2}}?(?:keine|kein) (?:\S+-)?{_KIND}"
    rf"(?: \S+)? (?:nutzen|einsetzen|verwenden)",
    # French
    rf"(?:politique|regles|charte)(?: \S+){{0,3}}? (?:interdit|interdisent|n'autorise pas|n'autorisent pas"
    rf"|ne permet pas|ne permettent pas) (?:les |le |l'usage de |l'utilisation de |d'utiliser )?(?:des )?"
    rf"(?:\S+ )?{_KIND}",
    # Spanish
    rf"(?:politica|normas?|normativa)(?: \S+){{0,3}}? (?:no (?:permite|permiten|autoriza|autorizan)|prohibe"
    rf"|prohiben) (?:el uso de |usar |utilizar )?(?:las |los )?(?:\S+ )?{_KIND}",
    # Italian
    rf"(?:policy|politica|regole|normativa)(?: \S+){{0,3}}? (?:non (?:consente|consentono|permette|permettono"
    rf"|ammette)|vieta|vietano) (?:l'uso di |di usare |di utilizzare )?(?:le |i |gli )?(?:\S+ )?{_KIND}",
    # Dutch
    rf"(?:beleid|regels|richtlijnen)(?: \S+){{0,2}}? (?:staat|staan) geen (?:\S+-)?{_KIND}(?:\S+)? toe"
    rf"|(?:beleid|regels) (?:verbiedt|verbieden) (?:het gebruik van )?(?:\S+ )?{_KIND}"
    rf"|(?:mogen|mag) (?:we|wij|ik) geen (?:\S+-)?{_KIND}",
    # Portuguese
    rf"(?:politica|regras|normas)(?: \S+){{0,3}}? (?:nao (?:permite|permitem|autoriza|autorizam)|proibe"
    rf"|proibem) (?:o uso de |usar |utilizar )?(?:as |os )?(?:\S+ )?{_KIND}",
)
